import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { emptyIndex, indexFile } from '../../src/config/config-index.js';
import { normalizeIndex } from '../../src/config/normalize.js';
import { SEMANTIC_RULES } from '../../src/config/rules.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import { formatCounts } from '../../src/report/diagnostics.js';
import { apply } from '../../src/applier/index.js';
import { createBackup, desiredOfBackup, renderBackup } from '../../src/applier/index.js';
import { exportOrganization, readForExport } from '../../src/export/index.js';
import { diffCanonical } from '../../src/kinds/canonical-diff.js';
import { changeId, changeNetworkId, changeString } from '../../src/kinds/change-fields.js';
import { mapEntries, type WrittenObject } from '../../src/kinds/kind-config.js';
import { slotPlacement } from '../../src/kinds/kind-slot.js';
import { namedKind } from '../../src/kinds/named-kind.js';
import { Operation } from '../../src/kinds/operations.js';
import { readLive, readScopes, readSetOfDesired } from '../../src/live/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { Kind, Plan } from '../../src/model/plan.js';
import type { SourceLocation } from '../../src/model/source.js';
import { planChanges } from '../../src/planner/index.js';
import { parseSnapshot } from '../../src/snapshot/index.js';
import { serveKind } from '../helpers/kind-server.js';

/*
 * A toy kind defined from the registry alone: a spec (namedKind + slotPlacement + a config part) and a
 * tiny scripted route over loopback. It plans, applies, exports and restores with no line of src/ naming
 * it. Its objects are a name and a mode (`all` or `none`), kept by the route as target-group-shaped
 * records, so the client's operation table already knows its calls. `Kind` lists the built-in names; a
 * kind registered at run time is one the compiler cannot know, hence the one cast.
 */

const TOY = 'toy' as Kind;
const ORG = '4242';
const NET = 'N_1';

interface DesiredToy {
  name: string;
  id?: string;
  mode: string;
  protected: boolean;
  source: SourceLocation;
}
interface LiveToy {
  id: string;
  name: string;
  mode: string;
}

const canonical = (toy: { name: string; mode: string }) => ({ name: toy.name, mode: toy.mode });

function readToy(raw: unknown): LiveToy {
  const record = raw as { id?: unknown; name?: unknown; scope?: unknown };
  if (typeof record.id !== 'string' || typeof record.name !== 'string' || typeof record.scope !== 'string')
    throw new Error('not a toy');
  return { id: record.id, name: record.name, mode: record.scope };
}

const exportEntry = (toy: LiveToy, pinned: boolean): Record<string, unknown> => ({
  ...(pinned ? { id: toy.id } : {}),
  mode: toy.mode,
});

const toyKind = namedKind<DesiredToy, LiveToy, { name: string; mode: string }>({
  parts: {
    kind: TOY,
    label: 'toy',
    pinKey: 'id',
    pinnedId: (desired) => desired.id,
    liveId: (live) => live.id,
    normalizeDesired: canonical,
    normalizeLive: canonical,
    liveRecord: (live) => ({ id: live.id, ...canonical(live) }),
    diff: diffCanonical,
  },
  plural: 'toys',
  configKey: 'toys',
  rank: 3,
  owner: 'network',
  devicesCountedIn: 'own network',
  listRead: {
    operationId: Operation.readTargetGroups,
    paginate: false,
    params: (_orgId, networkId) => ({ networkId }),
  },
  describeScope: (_orgId, networkId) => `the toys of network ${networkId}`,
  ...slotPlacement<DesiredToy, LiveToy>({
    kind: TOY,
    owner: 'network',
    readList: (raw) => (raw as unknown[]).map(readToy),
    readSnapshotOne: (r, raw, where) => {
      const record = r.object(raw, where);
      return {
        id: r.string(record, 'id', where),
        name: r.string(record, 'name', where),
        mode: r.string(record, 'mode', where),
      };
    },
  }),
  readOne: (raw) => readToy(raw),
  scopeNetworks: (change) => (change.networkId === undefined ? [] : [change.networkId]),
  exportEntry,
  restoreDeclaration: (toy, how) => ({
    name: toy.name,
    ...(how.pinned ? { id: toy.id } : {}),
    mode: toy.mode,
    protected: how.protected,
    source: how.source,
  }),
  readChange: (change) => {
    const side = (key: 'before' | 'after') =>
      change[key] === null
        ? null
        : { name: changeString(change, key, 'name'), mode: changeString(change, key, 'mode') };
    return { ...change, before: side('before'), after: change.action === 'delete' ? null : side('after') };
  },
  write: (change) => {
    const networkId = changeNetworkId(change);
    if (change.action === 'delete')
      return {
        operationId: Operation.deleteTargetGroup,
        params: { networkId, targetGroupId: changeId(change) },
      };
    if (change.after === null) throw new Error(`${change.address}: a toy create or update has no after side`);
    const body = { name: change.after.name, scope: change.after.mode };
    return change.action === 'create'
      ? { operationId: Operation.createTargetGroup, params: { networkId, ...body } }
      : {
          operationId: Operation.updateTargetGroup,
          params: { networkId, targetGroupId: changeId(change), ...body },
        };
  },
  // `toys: { NAME: { mode: all } }`: a map, named by its keys.
  config: {
    entries: mapEntries,
    normalize: (object: WrittenObject) => {
      const value = object.value as { mode: string; id?: string };
      return {
        name: object.name,
        ...(value.id === undefined ? {} : { id: value.id }),
        mode: value.mode,
        protected: false,
        source: object.source,
      };
    },
    exportSection: (live, pinned) =>
      Object.fromEntries((live as LiveToy[]).map((toy) => [toy.name, exportEntry(toy, pinned)])),
  },
});

/** The tiny route: one network's toys, listed, created, updated and deleted as the client calls them. */
function toyRoute(store: Map<string, { id: string; name: string; scope: string }>) {
  let next = 1;
  return (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, value?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(value === undefined ? '' : JSON.stringify(value));
      };
      const [, id] = /\/networks\/N_1\/sm\/targetGroups(?:\/([^/?]+))?/.exec(request.url ?? '') ?? [];
      const url = request.url ?? '';
      // What an export reads besides: the organization holds no roles and no sentry lists.
      if (url.startsWith(`/api/v1/organizations/${ORG}/sm/`)) return send(200, []);
      if (!url.includes(`/networks/${NET}/sm/targetGroups`)) return send(404, { errors: ['not found'] });
      const input = (body === '' ? {} : JSON.parse(body)) as { name: string; scope: string };
      if (request.method === 'GET') return send(200, [...store.values()]);
      if (request.method === 'POST') {
        const toy = { id: String(next++), name: input.name, scope: input.scope };
        store.set(toy.id, toy);
        return send(201, toy);
      }
      const existing = id === undefined ? undefined : store.get(id);
      if (existing === undefined) return send(404, { errors: ['no such toy'] });
      if (request.method === 'DELETE') {
        store.delete(existing.id);
        return send(204);
      }
      Object.assign(existing, input);
      return send(200, existing);
    });
  };
}

/**
 * The config of the toys, read as `smform validate` reads a file past its schema: the index, the semantic
 * rules and the normalisation, which know the kind only through the registry. (The schema itself is the
 * one file a kind registered at run time cannot extend, so the file is not schema-checked here.)
 */
function configOf(toys: Record<string, { mode: string }>, prune = false) {
  const text = stringify({
    organizations: [{ id: ORG, policy: { prune }, networks: [{ id: NET, toys }] }],
  });
  const index = emptyIndex();
  indexFile(index, parseYamlFile(text, 'toy.yaml'));
  const diagnostics = SEMANTIC_RULES.flatMap((rule) => rule(index));
  return { index, diagnostics, state: normalizeIndex(index, ['toy.yaml']) };
}

function desiredOf(toys: Record<string, { mode: string }>, prune = false): DesiredState {
  const { diagnostics, state } = configOf(toys, prune);
  expect(diagnostics).toEqual([]);
  return state;
}

const planOf = (desired: DesiredState, live: Parameters<typeof planChanges>[1], backup = false): Plan =>
  planChanges(desired, live, {
    toolVersion: 'test',
    now: '2026-01-01T00:00:00.000Z',
    ...(backup ? { pruneReason: 'backup' as const } : {}),
  });
const active = (plan: Plan) =>
  plan.changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address}`);

describe('a toy kind defined from the registry alone', () => {
  it('is read from the config, counted, and named where nothing is managed', () => {
    const none = configOf({});
    expect(none.state.organizations[0]?.networks[0]?.kinds).toEqual({ [TOY]: [] });
    expect(none.diagnostics).toEqual([]);
    const empty = emptyIndex();
    indexFile(empty, parseYamlFile(stringify({ organizations: [{ id: ORG }] }), 'empty.yaml'));
    expect(SEMANTIC_RULES.flatMap((rule) => rule(empty)).map((d) => d.message)).toEqual([
      `nothing to manage in organization ${ORG}: it declares no adminRoles, no sentryPolicies, no network with targetGroups, no network with deviceTags and no network with toys`,
    ]);
    const counts = { files: 1, organizations: 1, networks: 1, targetGroups: 0, adminRoles: 0 };
    expect(formatCounts({ ...counts, sentryAssignments: 0, sentryPolicies: 0, kinds: { toys: 2 } })).toBe(
      '1 organization, 1 network, 0 target groups, 0 admin roles, 0 sentry assignments (0 policies), 2 toys',
    );
  });

  const store = new Map<string, { id: string; name: string; scope: string }>();
  const find = (name: string) => [...store.values()].find((toy) => toy.name === name);
  const served = serveKind(toyKind, toyRoute(store));

  it('plans, applies, exports and restores', async () => {
    const { client } = served;
    // Plan and apply: two toys to create, then nothing left to do.
    const desired = desiredOf({ alpha: { mode: 'all' }, beta: { mode: 'none' } });
    expect(desired.organizations[0]?.networks[0]?.kinds).toEqual({
      [TOY]: [
        { name: 'alpha', mode: 'all', protected: false, source: { file: 'toy.yaml', line: 9, column: 13 } },
        { name: 'beta', mode: 'none', protected: false, source: { file: 'toy.yaml', line: 11, column: 13 } },
      ],
    });
    const made = planOf(desired, await readLive(client, desired));
    expect(made.diagnostics).toEqual([]);
    expect(active(made)).toEqual(['create network/N_1/toy/alpha', 'create network/N_1/toy/beta']);
    const applied = await apply(made, { client });
    expect(applied.ok, JSON.stringify(applied)).toBe(true);
    expect([...store.values()].map((toy) => `${toy.name}:${toy.scope}`).sort()).toEqual([
      'alpha:all',
      'beta:none',
    ]);
    expect(active(planOf(desired, await readLive(client, desired)))).toEqual([]);

    // An update goes out as the kind's write.
    const changed = desiredOf({ alpha: { mode: 'none' }, beta: { mode: 'none' } });
    const update = planOf(changed, await readLive(client, changed));
    expect(active(update)).toEqual(['update network/N_1/toy/alpha']);
    expect((await apply(update, { client })).ok).toBe(true);

    // Export: the network's file holds the kind's section; read back through its config part, it plans empty.
    const read = await readForExport(client, ORG, [NET]);
    const file = exportOrganization(read.org).files.find((f) => f.path === `networks/${NET}.yaml`);
    const written = parse(file?.text ?? '') as {
      organizations: [{ networks: [{ toys: Record<string, { mode: string }> }] }];
    };
    const toys = written.organizations[0].networks[0].toys;
    expect(toys).toEqual({ alpha: { mode: 'none' }, beta: { mode: 'none' } });
    const exported = desiredOf(toys);
    expect(active(planOf(exported, await readLive(client, exported)))).toEqual([]);

    // Backup, another writer deletes a toy, restore plans it back and converges.
    const live = await readLive(client, exported);
    const backup = createBackup(live, readSetOfDesired(exported), {
      toolVersion: 'test',
      now: '2026-01-01T00:00:00.000Z',
      planHash: 'sha256:0',
      configDigest: exported.digest,
    });
    const saved = parseSnapshot(renderBackup(backup), 'backup.json');
    store.delete(find('alpha')?.id ?? '');
    const restoreOf = async () => {
      const now = await readScopes(client, saved.scopes);
      return planOf(desiredOfBackup(saved, now, 'backup.json', exported), now, true);
    };
    const restore = await restoreOf();
    expect(active(restore)).toEqual(['create network/N_1/toy/alpha']);
    expect((await apply(restore, { client })).ok).toBe(true);
    expect(active(await restoreOf())).toEqual([]);
  });
});
