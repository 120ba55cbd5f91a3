import { defined } from '../canonical/defined.js';
import type { ApiCaller } from '../live/caller.js';
import { Operation } from '../kinds/operations.js';
import type { ProbeResult } from './types.js';

const PROBE_TAGS = ['smform-doctor-a', 'smform-doctor-b'];

/** What an answer to a written `"withAny, a, b"` says about the Dashboard's echo. */
export function probeVerdict(returned: { scope?: unknown; tags?: unknown }): ProbeResult['targetGroupScope'] {
  const scope = typeof returned.scope === 'string' ? returned.scope : '';
  const keyword = scope.split(',')[0]?.trim() ?? '';
  if (keyword !== 'withAny') return 'writeOnly';
  const inScope = scope
    .split(',')
    .slice(1)
    .map((tag) => tag.trim());
  const listed = Array.isArray(returned.tags)
    ? returned.tags.map(String)
    : typeof returned.tags === 'string'
      ? returned.tags.split(/[\s,]+/)
      : [];
  const all = new Set([...inScope, ...listed]);
  return PROBE_TAGS.every((tag) => all.has(tag)) ? 'echoed' : 'keywordOnly';
}

/**
 * `--write-probe`: creates a scratch target group `smform-doctor-<suffix>` scoped `withAny` two tags,
 * reads it back and deletes it (also when the read fails). Nothing else is written.
 */
export async function writeProbe(
  caller: ApiCaller,
  networkId: string,
  orgId: string | undefined,
  suffix: string,
): Promise<ProbeResult> {
  const name = `smform-doctor-${suffix}`;
  const sentScope = ['withAny', ...PROBE_TAGS].join(', ');
  const options = defined({ orgId });
  const created = await caller.call(
    Operation.createTargetGroup,
    { networkId, name, scope: sentScope },
    options,
  );
  const id =
    typeof created === 'object' && created !== null ? (created as Record<string, unknown>)['id'] : undefined;
  if (typeof id !== 'string') {
    throw new Error(
      `the create answer for ${name} carried no id; look for the group in network ${networkId} and delete it`,
    );
  }
  let read: unknown;
  try {
    read = await caller.call('getNetworkSmTargetGroup', { networkId, targetGroupId: id }, options);
  } finally {
    await caller.call(Operation.deleteTargetGroup, { networkId, targetGroupId: id }, options);
  }
  const answer = typeof read === 'object' && read !== null ? (read as Record<string, unknown>) : {};
  const returned: ProbeResult['returned'] = {
    ...('scope' in answer ? { scope: answer['scope'] } : {}),
    ...('tags' in answer ? { tags: answer['tags'] } : {}),
  };
  return { networkId, name, sentScope, returned, targetGroupScope: probeVerdict(returned), deleted: true };
}
