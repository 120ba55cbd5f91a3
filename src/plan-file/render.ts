import type { Plan } from '../model/plan.js';

/** Key order per object shape; keys not listed follow in their own order. */
const keyOrders: Record<string, readonly string[]> = {
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
};

function ordered(value: unknown, shape: keyof typeof keyOrders): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const order = keyOrders[shape] ?? [];
  const result: Record<string, unknown> = {};
  for (const key of [...order, ...Object.keys(record).filter((key) => !order.includes(key))]) {
    if (record[key] !== undefined) result[key] = record[key];
  }
  return result;
}

function each(value: unknown, shape: string, inner?: (entry: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry) => (inner === undefined ? ordered(entry, shape) : inner(ordered(entry, shape))));
}

function withSource(entry: unknown): unknown {
  const record = entry as Record<string, unknown>;
  if (record['source'] === undefined) return record;
  const source = ordered(record['source'], 'source') as Record<string, unknown>;
  // A template's object also says where the `use:` that brought it in is (docs/config.md).
  return source['usedAt'] === undefined
    ? { ...record, source }
    : { ...record, source: { ...source, usedAt: ordered(source['usedAt'], 'source') } };
}

function orderChange(entry: unknown): unknown {
  const record = withSource(entry) as Record<string, unknown>;
  const fieldChanges = each(record['fieldChanges'], 'fieldChange', (field) => {
    const fieldRecord = field as Record<string, unknown>;
    return fieldRecord['policies'] === undefined
      ? fieldRecord
      : { ...fieldRecord, policies: each(fieldRecord['policies'], 'policyChange') };
  });
  return record['devices'] === undefined
    ? { ...record, fieldChanges }
    : { ...record, fieldChanges, devices: ordered(record['devices'], 'devices') };
}

/** The plan as JSON (CONVENTIONS §4): a stable key order, 2-space indent, a final newline. */
export function renderPlanJson(plan: Plan): string {
  const top = ordered(plan, 'plan') as Record<string, unknown>;
  const document = {
    ...top,
    summary: ordered(top['summary'], 'summary'),
    changes: each(top['changes'], 'change', orderChange),
    unmanaged: each(top['unmanaged'], 'unmanaged'),
    diagnostics: each(top['diagnostics'], 'diagnostic', withSource),
    scopes: ordered(top['scopes'], 'scopes'),
    ...(top['scopeStats'] === undefined ? {} : { scopeStats: each(top['scopeStats'], 'scopeStat') }),
    ...(top['origin'] === undefined ? {} : { origin: ordered(top['origin'], 'origin') }),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
