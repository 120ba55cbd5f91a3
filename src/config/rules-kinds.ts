import type { Diagnostic } from '../model/source.js';
import { registeredKinds } from '../kinds/registry.js';
import type { ConfigIndex } from './config-index.js';

/** The own checks of each kind added through the registry, over every object it declares. */
export function checkKindObjects(index: ConfigIndex): Diagnostic[] {
  return registeredKinds().flatMap((spec) => {
    const config = spec.config;
    if (config?.check === undefined) return [];
    const objects = (index.kinds[spec.kind] ?? []).map((item) => ({
      ...item.value,
      orgId: item.orgId,
      networkId: item.networkId,
      source: item.source,
      cwd: index.cwd,
      locate: (sub: readonly (string | number)[] = []) => item.locate(sub),
    }));
    return config.check(objects);
  });
}
