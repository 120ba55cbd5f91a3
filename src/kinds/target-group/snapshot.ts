import type { LiveTargetGroup } from '../../model/live.js';
import type { SnapshotReader } from '../snapshot-reader.js';

/** A target group as a snapshot or backup records it. */
export function readGroup(r: SnapshotReader, raw: unknown, where: string): LiveTargetGroup {
  const g = r.object(raw, where);
  return {
    id: r.string(g, 'id', where),
    name: r.string(g, 'name', where),
    scope: r.keyword(g, where),
    tags: r.tags(g, where),
  };
}
