import type { KnockOnEffect, Plan } from '../model/plan.js';

/** The objects of a plan whose keys have a fixed order. */
type Shape =
  | 'plan'
  | 'summary'
  | 'change'
  | 'fieldChange'
  | 'policyChange'
  | 'unmanaged'
  | 'diagnostic'
  | 'source'
  | 'scopes'
  | 'origin'
  | 'scopeStat'
  | 'devices'
  | 'networkShare'
  | 'deviceTag'
  | 'knockOn';

/** Key order per object shape; keys not listed follow in their own order. */
const keyOrders: Record<Shape, readonly string[]> = {
  plan: [
    'formatVersion',
    'toolVersion',
    'createdAt',
    'configDigest',
    'planHash',
    'signature',
    'summary',
    'changes',
    'unmanaged',
    'diagnostics',
    'scopes',
    'scopeStats',
    'devicesEvaluated',
    'liveEcho',
    'origin',
  ],
  summary: ['create', 'update', 'delete', 'noop', 'unmanaged'],
  change: [
    'address',
    'kind',
    'action',
    'orgId',
    'networkId',
    'id',
    'reason',
    'protected',
    'before',
    'after',
    'fieldChanges',
    'liveFingerprint',
    'source',
    'devices',
  ],
  fieldChange: ['path', 'before', 'after', 'added', 'removed', 'policies'],
  policyChange: ['type', 'fromPosition', 'toPosition', 'before', 'after'],
  unmanaged: ['address', 'kind', 'id'],
  diagnostic: ['severity', 'code', 'message', 'path', 'hint', 'source'],
  source: ['file', 'line', 'column', 'template', 'usedAt'],
  scopes: ['organizations', 'networks'],
  origin: ['command', 'paths', 'org', 'network', 'target', 'exclude', 'changedSince'],
  scopeStat: ['scope', 'kind', 'objects', 'maxChangePercent', 'minObjectsForPercent'],
  devices: ['before', 'after', 'addedCount', 'removedCount', 'added', 'removed', 'networks', 'byNetwork'],
  networkShare: ['networkId', 'devices', 'moved', 'maxDevicePercent', 'minDevicesForPercent'],
  deviceTag: ['added', 'removed', 'knockOn'],
  knockOn: ['address', 'kind', 'gainedCount', 'lostCount', 'changedCount', 'gained', 'lost', 'changed'],
};

/** The shape of the objects under a key, per shape (a list holds objects of that shape). */
const nested: Partial<Record<Shape, Readonly<Record<string, Shape>>>> = {
  plan: {
    summary: 'summary',
    changes: 'change',
    unmanaged: 'unmanaged',
    diagnostics: 'diagnostic',
    scopes: 'scopes',
    scopeStats: 'scopeStat',
    origin: 'origin',
  },
  change: { source: 'source', fieldChanges: 'fieldChange', devices: 'devices', deviceTag: 'deviceTag' },
  devices: { byNetwork: 'networkShare' },
  deviceTag: { knockOn: 'knockOn' },
  fieldChange: { policies: 'policyChange' },
  diagnostic: { source: 'source' },
  // A template's object also says where the `use:` that brought it in is (docs/config.md).
  source: { usedAt: 'source' },
};

/** `value` with its keys in the shape's order, and the objects it holds in theirs; lists element-wise. */
function ordered(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((entry) => ordered(entry, shape));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const order = keyOrders[shape];
  const inner = nested[shape] ?? {};
  const result: Record<string, unknown> = {};
  for (const key of [...order, ...Object.keys(record).filter((key) => !order.includes(key))]) {
    const child = Object.hasOwn(inner, key) ? inner[key] : undefined;
    // An absent key stays absent: JSON.stringify leaves out a member whose value is undefined.
    result[key] = child === undefined ? record[key] : ordered(record[key], child);
  }
  return result;
}

/** A member of a change (its `deviceTag`, say) with its objects in the key order plan JSON writes them in. */
export function changeMemberInPlanOrder(key: string, value: unknown): unknown {
  const shape = nested.change?.[key];
  return shape === undefined ? value : ordered(value, shape);
}

/** A device tag's knock-on effect with its members in the key order plan JSON writes them in. */
export function knockOnInPlanOrder(effect: KnockOnEffect): KnockOnEffect {
  return ordered(effect, 'knockOn') as KnockOnEffect;
}

/** The plan as JSON (CONVENTIONS §4): a stable key order, 2-space indent, a final newline. */
export function renderPlanJson(plan: Plan): string {
  return `${JSON.stringify(ordered(plan, 'plan'), null, 2)}\n`;
}
