import type { Kind } from '../model/plan.js';
import { adminRoleKind } from './admin-role/spec.js';
import type { KindSpec } from './kind-spec.js';
import { sentryKind } from './sentry/spec.js';
import { targetGroupKind } from './target-group/spec.js';
import { deviceTagKind } from './device-tag/spec.js';

/**
 * The managed kinds, one spec each. `satisfies Record<Kind, KindSpec>` makes the compiler refuse a kind
 * without a spec (and a spec of no kind). The key order is the order scopes are read and planned in:
 * an organization's roles, its sentry lists, then its networks' target groups; a change's place in data
 * order is its spec's `rank`.
 */
export const KIND_SPECS = {
  adminRole: adminRoleKind,
  sentry: sentryKind,
  targetGroup: targetGroupKind,
  deviceTag: deviceTagKind,
} as const satisfies Record<Kind, KindSpec>;

const registered = new Map<Kind, KindSpec>(Object.entries(KIND_SPECS) as [Kind, KindSpec][]);

/** Every kind, in read and plan order (the built-in ones, then those registered, in turn). */
export const KINDS: readonly Kind[] = [...registered.keys()];

export { adminRoleKind, sentryKind, targetGroupKind };

export function kindSpec(kind: Kind): KindSpec {
  const spec = registered.get(kind);
  if (spec === undefined) throw new Error(`no kind ${kind} is registered`);
  return spec;
}

/** Whether `name` is a kind the registry holds (a command's `--kind`, a file's kind name). */
export function isKind(name: string): name is Kind {
  return registered.has(name as Kind);
}

/**
 * Adds a kind the built-in table does not hold (a library's own kind, a test's): every loop over the
 * registry (config, reads, planning, writes, snapshot, export, restore, reports) then covers it. Returns
 * the call that takes it out again.
 */
export function registerKind(spec: KindSpec): () => void {
  if (registered.has(spec.kind)) throw new Error(`kind ${spec.kind} is registered already`);
  registered.set(spec.kind, spec);
  const kinds = KINDS as Kind[];
  kinds.push(spec.kind);
  return () => {
    registered.delete(spec.kind);
    const at = kinds.indexOf(spec.kind);
    if (at >= 0) kinds.splice(at, 1);
  };
}

/** The kinds added through the registry (their objects sit in the model's `kinds` slots), in order. */
export function registeredKinds(): KindSpec[] {
  return KINDS.map(kindSpec).filter((spec) => spec.readPart === 'kinds');
}
