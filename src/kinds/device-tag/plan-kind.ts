import { defined } from '../../canonical/defined.js';
import type { DesiredOrganization } from '../../model/desired.js';
import type { LiveOrganization } from '../../model/live.js';
import type { Diagnostic } from '../../model/source.js';
import type { OwnPlan } from '../kind-spec.js';
import { slotObjects } from '../kind-slot.js';
import { deviceTagScope, planTagChanges, DEVICE_TAG_KIND } from './plan-tags.js';
import { selectingObjects } from './selecting-objects.js';
import type { DesiredDeviceTag, TagDevice } from './types.js';

/** Serial -> the first network read that holds it. */
function serialNetworks(live: LiveOrganization): Map<string, string> {
  const where = new Map<string, string>();
  for (const network of live.networks) {
    for (const device of slotObjects<TagDevice>(network, DEVICE_TAG_KIND) ?? []) {
      if (device.serial !== '' && !where.has(device.serial)) where.set(device.serial, network.id);
    }
  }
  return where;
}

/**
 * Plans an organization's device tags in the networks read (`owners`): per network one change per
 * declared tag, with its devices and knock-on effect. A serial the network does not hold is looked up in
 * the organization's other networks read, so the error can say where the device is.
 */
export function planDeviceTags(
  org: DesiredOrganization,
  live: LiveOrganization,
  owners: readonly string[],
): OwnPlan {
  const inView = new Set(owners);
  // Only an unknown serial asks where a device is: the 100,000 devices are indexed then, if ever.
  let where: Map<string, string> | undefined;
  const networkOf = (serial: string): string | undefined => {
    where ??= serialNetworks(live);
    return where.get(serial);
  };
  const parts: OwnPlan['parts'] = [];
  const diagnostics: Diagnostic[] = [];
  for (const network of org.networks) {
    const declared = slotObjects<DesiredDeviceTag>(network, DEVICE_TAG_KIND);
    if (declared === undefined || !inView.has(network.id)) continue;
    const liveNetwork = live.networks.find((candidate) => candidate.id === network.id);
    const devices = slotObjects<TagDevice>(liveNetwork, DEVICE_TAG_KIND);
    if (devices === undefined) {
      diagnostics.push({
        severity: 'error',
        code: 'live-not-read',
        message: `the device tags of network ${network.id} were not read from the Dashboard, so they cannot be planned`,
        hint: 'read live state for every scope the config declares (this is a bug in the caller)',
        source: network.source,
      });
      continue;
    }
    const policy = network.policy;
    const planned = planTagChanges(
      org.id,
      network.id,
      declared,
      devices,
      selectingObjects(org, live, network.id),
      {
        maxDevicePercent: policy.maxDevicePercent,
        ...defined({ minDevicesForPercent: policy.minDevicesForPercent }),
      },
      (serial) => {
        const other = networkOf(serial);
        return other === undefined || other === network.id ? undefined : other;
      },
    );
    parts.push({
      changes: planned.changes,
      unmanaged: [],
      diagnostics: planned.diagnostics,
      stat: {
        scope: deviceTagScope(network.id),
        kind: DEVICE_TAG_KIND,
        objects: declared.length,
        maxChangePercent: policy.maxChangePercent,
        minObjectsForPercent: policy.minObjectsForPercent,
      },
    });
  }
  return { parts, diagnostics };
}
