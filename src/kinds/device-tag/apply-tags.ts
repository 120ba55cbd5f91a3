import { tagStaleReason, verifyTag } from './staleness.js';
import type { CanonicalDeviceTag, TagDevice } from './types.js';
import {
  checkTagWriteResponse,
  tagWriteBody,
  tagWriteReport,
  tagWrites,
  type TagWrite,
  type TagWriteOutcome,
  type TagWriteReport,
} from './writes.js';

/** A planned tag change as the writer needs it: where, and the members before and after. */
export interface TagChangeToWrite {
  address: string;
  networkId: string;
  before: CanonicalDeviceTag;
  after: CanonicalDeviceTag;
}

/** The I/O the writer is given: one `modifyNetworkSmDevicesTags` call, one device list read. */
export interface TagWriteIo {
  modifyTags(networkId: string, body: Record<string, unknown>): Promise<unknown>;
  readDevices(networkId: string): Promise<TagDevice[]>;
}

/** What an apply of tag changes did. */
export interface TagApplyResult {
  writes: TagWrite[];
  outcomes: TagWriteOutcome[];
  /** Per call that failed: its error or the answer's problem. */
  failures: { write: TagWrite; message: string }[];
  /** Which devices did and did not change, per tag (every tag written). */
  reports: TagWriteReport[];
  /** Per change: what the re-read after the writes shows wrong (absent: verified). */
  verification: { address: string; problem: string }[];
  /** Changes refused before any write: live membership moved since the plan. */
  stale: { address: string; reason: string }[];
}

function movesOf(change: TagChangeToWrite): { add: string[]; remove: string[] } {
  const before = new Set(change.before.serials);
  const after = new Set(change.after.serials);
  return {
    add: change.after.serials.filter((serial) => !before.has(serial)),
    remove: change.before.serials.filter((serial) => !after.has(serial)),
  };
}

/**
 * Writes tag changes: first re-reads each network and refuses the changes whose live membership moved
 * since the plan (nothing is written for them); then, per network, every add before any delete, serials
 * in batches. A failed call stops its network's remaining calls (a delete after a failed add could leave
 * a moving device in neither tag); other networks go on. Every network written is read again to verify.
 */
export async function applyTagChanges(
  changes: readonly TagChangeToWrite[],
  io: TagWriteIo,
  batchSize?: number,
): Promise<TagApplyResult> {
  const networks = [...new Set(changes.map((change) => change.networkId))];
  const fresh = new Map<string, TagDevice[]>();
  for (const networkId of networks) fresh.set(networkId, await io.readDevices(networkId));
  const stale: TagApplyResult['stale'] = [];
  const current = changes.filter((change) => {
    const reason = tagStaleReason(change.networkId, change.before, fresh.get(change.networkId) ?? []);
    if (reason !== undefined) stale.push({ address: change.address, reason });
    return reason === undefined;
  });
  const writes = tagWrites(
    current.map((change) => ({ networkId: change.networkId, tag: change.after.tag, ...movesOf(change) })),
    batchSize,
  );
  const outcomes: TagWriteOutcome[] = writes.map(() => 'not-started');
  const failures: TagApplyResult['failures'] = [];
  const stopped = new Set<string>();
  for (const [i, write] of writes.entries()) {
    if (stopped.has(write.networkId)) continue;
    try {
      const answer = await io.modifyTags(write.networkId, tagWriteBody(write));
      const { problem } = checkTagWriteResponse(write, answer);
      if (problem !== undefined) throw new Error(problem);
      outcomes[i] = 'done';
    } catch (error) {
      outcomes[i] = 'failed';
      failures.push({ write, message: (error as Error).message });
      stopped.add(write.networkId);
    }
  }
  const verification: TagApplyResult['verification'] = [];
  const written = [...new Set(writes.map((write) => write.networkId))];
  for (const networkId of written) {
    const devices = await io.readDevices(networkId);
    for (const change of current.filter((c) => c.networkId === networkId)) {
      const problem = verifyTag(networkId, change.after, devices);
      if (problem !== undefined) verification.push({ address: change.address, problem });
    }
  }
  return { writes, outcomes, failures, reports: tagWriteReport(writes, outcomes), verification, stale };
}
