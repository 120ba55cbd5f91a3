import { plural } from '../../text/plural.js';
import type { DashboardClient } from '../../client/index.js';
import { normalizeSentryPolicy, readSentryAssignments, sameSentryPolicy } from '../../kinds/sentry/sentry.js';
import { isTagScopeKeyword } from '../../kinds/tag-scope.js';
import { escapeControls } from '../../text/terminal-escape.js';

/**
 * Operations that replace or delete managed policy state: `smform api` runs them only with `--yes`, and
 * without it reads (never writes) to show what would be replaced or deleted.
 */
export const POLICY_OPERATIONS: ReadonlySet<string> = new Set([
  'updateOrganizationSmSentryPoliciesAssignments',
  'deleteNetworkSmTargetGroup',
  'deleteOrganizationSmAdminsRole',
]);

type Row = Record<string, unknown>;

const rows = (value: unknown): Row[] => {
  const list = typeof value === 'object' && value !== null && 'items' in value ? value.items : value;
  return Array.isArray(list)
    ? list.filter((item): item is Row => typeof item === 'object' && item !== null)
    : [];
};

/** A name from the Dashboard or the command line, quoted so no control character reaches the terminal. */
const quoted = (value: unknown): string =>
  escapeControls(JSON.stringify(typeof value === 'string' ? value : String(value)));

function scopeText(row: Row): string {
  const tags = Array.isArray(row['tags']) ? row['tags'].map(String) : [];
  const scope = typeof row['scope'] === 'string' ? row['scope'] : '?';
  return `scope ${quoted(scope)}${tags.length === 0 ? '' : ` tags ${tags.map(quoted).join(', ')}`}`;
}

async function previewTargetGroup(client: DashboardClient, params: Row): Promise<string> {
  const networkId = String(params['networkId']);
  const id = params['targetGroupId'];
  const found = rows(await client.call('getNetworkSmTargetGroups', { networkId })).find(
    (row) => row['id'] === id,
  );
  return found === undefined
    ? `deleteNetworkSmTargetGroup deletes policy state: network ${quoted(networkId)} has no target group with id ${quoted(id)}, so the call would fail.\n`
    : `deleteNetworkSmTargetGroup deletes policy state: it would delete target group ${quoted(found['name'])} (id ${quoted(id)}, ${scopeText(found)}) of network ${quoted(networkId)}.\n`;
}

async function previewAdminRole(client: DashboardClient, params: Row): Promise<string> {
  const organizationId = String(params['organizationId']);
  const roleId = params['roleId'];
  const found = rows(
    await client.call('getOrganizationSmAdminsRoles', { organizationId }, { paginate: true }),
  ).find((row) => row['roleId'] === roleId);
  return found === undefined
    ? `deleteOrganizationSmAdminsRole deletes policy state: organization ${quoted(organizationId)} has no admin role with roleId ${quoted(roleId)}, so the call would fail.\n`
    : `deleteOrganizationSmAdminsRole deletes policy state: it would delete admin role ${quoted(found['name'])} (roleId ${quoted(roleId)}, ${scopeText(found)}) of organization ${quoted(organizationId)}.\n`;
}

/** The request's list of one network, highest priority FIRST (the request lists it LAST), comparable. */
function requestedPolicies(item: Row): ReturnType<typeof normalizeSentryPolicy>[] | undefined {
  const policies: unknown[] = Array.isArray(item['policies']) ? (item['policies'] as unknown[]) : [];
  const normal: ReturnType<typeof normalizeSentryPolicy>[] = [];
  for (const policy of [...policies].reverse()) {
    if (typeof policy !== 'object' || policy === null) return undefined;
    const p = policy as Row;
    if (!isTagScopeKeyword(p['scope'])) return undefined;
    normal.push(
      normalizeSentryPolicy({
        smNetworkId: String(p['smNetworkId']),
        groupPolicyId: String(p['groupPolicyId']),
        scope: p['scope'],
        tags: Array.isArray(p['tags']) ? p['tags'].map(String) : [],
      }),
    );
  }
  return normal;
}

/**
 * The sentry PUT replaces the organization's whole list: every network it leaves out loses its policies.
 * Reads the current assignments and names each network whose list the request would empty or change.
 */
async function previewSentry(client: DashboardClient, params: Row): Promise<string> {
  const organizationId = String(params['organizationId']);
  const raw = await client.call(
    'getOrganizationSmSentryPoliciesAssignmentsByNetwork',
    { organizationId, perPage: 1000 },
    { paginate: true },
  );
  const current = new Map(
    readSentryAssignments(raw, organizationId).map((a) => [
      a.networkId,
      a.policies.map(normalizeSentryPolicy),
    ]),
  );
  const requested = new Map<string, ReturnType<typeof requestedPolicies>>();
  for (const item of rows(params['items'])) requested.set(String(item['networkId']), requestedPolicies(item));
  const lines: string[] = [];
  for (const networkId of [...new Set([...current.keys(), ...requested.keys()])].sort()) {
    const before = current.get(networkId) ?? [];
    const after = requested.has(networkId) ? requested.get(networkId) : [];
    if (after === undefined) {
      lines.push(
        `  ${quoted(networkId)}  ${plural(before.length, 'policy', 'policies')} -> a list smform cannot read`,
      );
      continue;
    }
    const same =
      before.length === after.length &&
      before.every((p, i) => after[i] !== undefined && sameSentryPolicy(p, after[i]));
    if (same) continue;
    const what =
      after.length === 0
        ? `emptied${requested.has(networkId) ? '' : ' (not in the request)'}`
        : `${plural(after.length, 'policy', 'policies')} after`;
    lines.push(`  ${quoted(networkId)}  ${plural(before.length, 'policy', 'policies')} now, ${what}`);
  }
  const head = `updateOrganizationSmSentryPoliciesAssignments replaces the whole sentry list of organization ${quoted(organizationId)}: networks left out of the request lose their policies.`;
  return lines.length === 0
    ? `${head}\nIt would change no network's list.\n`
    : `${head}\nIt would empty or change ${plural(lines.length, 'network')}:\n${lines.join('\n')}\n`;
}

/** What a policy operation would replace or delete, read from the Dashboard (nothing is written). */
export function previewPolicyChange(
  client: DashboardClient,
  operationId: string,
  params: Row,
): Promise<string> {
  switch (operationId) {
    case 'deleteNetworkSmTargetGroup':
      return previewTargetGroup(client, params);
    case 'deleteOrganizationSmAdminsRole':
      return previewAdminRole(client, params);
    default:
      return previewSentry(client, params);
  }
}
