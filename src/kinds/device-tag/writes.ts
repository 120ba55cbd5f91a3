/**
 * How tag membership is written: `modifyNetworkSmDevicesTags` with `updateAction` `add` or `delete`, one
 * tag per call, serials in batches; never `update`, which replaces a device's whole tag set and would
 * remove tags smform does not manage. In each network every add goes out before any delete, so a device
 * moving between two managed tags never sits in neither.
 */

/** Serials per call: the API documents no limit; 500 serials keep a body under about 10 KB. */
export const TAG_WRITE_BATCH = 500;

export type TagAction = 'add' | 'delete';

/** One `modifyNetworkSmDevicesTags` call. */
export interface TagWrite {
  networkId: string;
  tag: string;
  action: TagAction;
  serials: string[];
}

/** The body of a tag write, as the API takes it. */
export function tagWriteBody(write: TagWrite): Record<string, unknown> {
  return { serials: write.serials, tags: [write.tag], updateAction: write.action };
}

/** One tag's moves in a network, by serial. */
export interface TagMoves {
  networkId: string;
  tag: string;
  add: readonly string[];
  remove: readonly string[];
}

function batches(serials: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < serials.length; i += size) out.push(serials.slice(i, i + size));
  return out;
}

/**
 * The calls for a plan's tag moves: per network (in the order given), first every tag's adds, then
 * every tag's deletes, each in batches of `batchSize` serials. One call per (network, tag, action, batch).
 */
export function tagWrites(moves: readonly TagMoves[], batchSize = TAG_WRITE_BATCH): TagWrite[] {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batch size ${batchSize}`);
  const networks = [...new Set(moves.map((move) => move.networkId))];
  return networks.flatMap((networkId) => {
    const here = moves.filter((move) => move.networkId === networkId);
    const calls = (action: TagAction, pick: (move: TagMoves) => readonly string[]): TagWrite[] =>
      here.flatMap((move) =>
        batches(pick(move), batchSize).map((serials) => ({ networkId, tag: move.tag, action, serials })),
      );
    return [...calls('add', (move) => move.add), ...calls('delete', (move) => move.remove)];
  });
}

/** A device the API says it changed: the answer lists only devices whose tags changed. */
export interface ChangedDevice {
  serial: string;
  tags: string[];
}

/**
 * Reads a tag write's answer: an array of `{id, serial, tags, wifiMac}`. Returns the devices changed, or
 * the problem: not an array, a device the call did not name, or a device whose tags contradict the
 * action (the tag missing after an add, still there after a delete).
 */
export function checkTagWriteResponse(
  write: TagWrite,
  raw: unknown,
): { changed: ChangedDevice[]; problem?: string } {
  if (!Array.isArray(raw)) {
    return { changed: [], problem: 'the answer is not a list of devices' };
  }
  const asked = new Set(write.serials);
  const changed: ChangedDevice[] = [];
  for (const item of raw as unknown[]) {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const serial = typeof record['serial'] === 'string' ? record['serial'] : '';
    const tags = Array.isArray(record['tags'])
      ? record['tags'].filter((tag): tag is string => typeof tag === 'string')
      : undefined;
    if (!asked.has(serial)) {
      return {
        changed,
        problem: `the answer lists device ${JSON.stringify(serial)}, which the call did not name`,
      };
    }
    if (tags === undefined) return { changed, problem: `the answer gives no tags for device ${serial}` };
    const has = tags.includes(write.tag);
    if (has !== (write.action === 'add')) {
      return {
        changed,
        problem: `device ${serial} ${has ? 'still carries' : 'does not carry'} "${write.tag}" after the ${write.action}`,
      };
    }
    changed.push({ serial, tags });
  }
  return { changed };
}
