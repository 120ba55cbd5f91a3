import type { KindSpec, NamedKindSpec } from '../kinds/index.js';
import type { ListKindSpec } from '../kinds/sentry/spec.js';
import { firstOfEachId, type RepeatedId } from '../kinds/repeated-ids.js';
import { SmformError } from '../model/errors.js';
import type { LiveOrganization } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';

/** One list answer: the operation that gave it, what it lists and where, for messages. */
export interface ListedBy {
  operationId: string;
  /** `target group`, `admin role`, `sentry policy`, `device`. */
  label: string;
  /** `the target groups of network N_1`. */
  where: string;
  /** `id`, `roleId`, `policyId`. */
  idKey: string;
}

function times(count: number): string {
  return count === 2 ? 'twice' : `${count} times`;
}

/**
 * The items of one list answer, each id once. Identical copies are read once, with a warning that names
 * the operation and the id; copies that differ refuse the read (which one is live cannot be known).
 */
export function onceEach<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  record: (item: T) => Record<string, unknown>,
  listed: ListedBy,
): { items: readonly T[]; warnings: Diagnostic[] } {
  const { items: unique, repeated } = firstOfEachId(items, idOf, record);
  const conflicts = repeated.filter((entry) => entry.differing.length > 0);
  if (conflicts.length > 0) throw conflictError(conflicts, listed);
  return { items: unique, warnings: repeated.map((entry) => repeatWarning(entry, listed)) };
}

function repeatWarning(entry: RepeatedId, listed: ListedBy): Diagnostic {
  return {
    severity: 'warning',
    code: 'repeated-item',
    message: `${listed.operationId} listed ${listed.label} ${listed.idKey} ${entry.id} ${times(entry.times)} in ${listed.where}, identical each time: it is read once`,
    hint: 'a paging overlap, a caching proxy or an API fault repeats items; nothing is planned for the copies',
  };
}

function conflictError(conflicts: readonly RepeatedId[], listed: ListedBy): SmformError {
  const [first] = conflicts;
  const which = conflicts
    .map(
      (entry) =>
        `${listed.idKey} ${entry.id} ${times(entry.times)} (differing in ${entry.differing.join(', ')})`,
    )
    .join('; ');
  return new SmformError(
    `${listed.operationId} listed ${listed.label} ${which} in ${listed.where}: smform cannot tell which copy is live, so it plans and writes nothing from this read`,
    {
      fault: 'api',
      hint: `read again; if ${listed.idKey} ${first?.id ?? ''} keeps coming twice, the Dashboard or a proxy between answers inconsistently`,
    },
  );
}

/**
 * Cuts a scope's freshly placed read (`KindSpec.placeRead`) to each id once: a named kind's objects by
 * their live id, a list kind's policies by `policyId` within each network's list. Returns the warnings.
 */
export function collapseRepeatedReads(
  spec: KindSpec,
  org: LiveOrganization,
  networkId: string,
): Diagnostic[] {
  const listed = {
    operationId: spec.listRead.operationId,
    where: spec.describeScope(org.id, networkId),
  };
  if (spec.shape === 'named') {
    const named = spec as NamedKindSpec;
    const objects = named.liveObjects(org, networkId);
    if (objects === undefined) return [];
    const { parts } = named;
    const read = onceEach(
      objects,
      (live) => parts.liveId(live),
      (live) => parts.liveRecord(live),
      {
        ...listed,
        label: spec.label,
        idKey: spec.idKey,
      },
    );
    if (read.items !== objects) replaceItems(objects as unknown[], read.items);
    return read.warnings;
  }
  if (spec.shape === 'own') {
    // Device tags: the network's device list (the kind and the blast radius share the one array).
    const devices = org.networks.find((network) => network.id === networkId)?.devices;
    if (devices === undefined) return [];
    const read = onceEach(
      devices,
      (device) => device.id,
      (device) => ({ ...device }),
      {
        ...listed,
        label: 'device',
        idKey: 'id',
      },
    );
    if (read.items !== devices) replaceItems(devices, read.items);
    return read.warnings;
  }
  const lists = (spec as ListKindSpec).liveLists(org) ?? [];
  return lists.flatMap((assignment) => {
    const read = onceEach(
      assignment.policies,
      (policy) => policy.policyId,
      (policy) => ({ ...policy }),
      {
        ...listed,
        label: 'sentry policy',
        idKey: 'policyId',
        where: `the sentry policies of network ${assignment.networkId} in organization ${org.id}`,
      },
    );
    if (read.items !== assignment.policies) assignment.policies = [...read.items];
    return read.warnings;
  });
}

/** The list the kind placed is the one `org` holds: cut it in place (a loop: lists may be long). */
function replaceItems(target: unknown[], items: readonly unknown[]): void {
  target.length = 0;
  for (const item of items) target.push(item);
}
