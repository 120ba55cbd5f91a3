import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../src/client/index.js';
import { parseConfigText } from '../../src/config/index.js';
import type { Seed } from '../../src/emulator/index.js';
import {
  checkDeclaredNetworks,
  isSystemsManager,
  listNetworks,
  listOrganizations,
  owningOrganization,
  readDiscoveredNetwork,
} from '../../src/live/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { reply, serveClient, status } from '../client/helpers/scripted-server.js';

// The discovery reads and the declared-network check (src/live/check-networks.ts), in-process: the real
// client against the real emulator, exact diagnostics. test/cli/discovery.test.ts runs the same through
// the built CLI, which a mutant in src/ never reaches.

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Corp',
      networks: [
        { id: 'N_SM', name: 'Sentry SM', targetGroups: [] },
        { id: 'N_WIFI', name: 'Wi-Fi', productTypes: ['wireless', 'switch'] },
        { id: 'N_BARE', name: 'Bare', productTypes: [] },
      ],
    },
    { id: '7002', name: 'Other', networks: [{ id: 'N_ELSEWHERE', name: 'Theirs', targetGroups: [] }] },
    { id: '7003', name: 'Hidden', networks: [{ id: 'N_HIDDEN', name: 'Hidden SM', targetGroups: [] }] },
  ],
};

/** Only `other-key` may reach organization 7003. */
const hidden = { orgKeyAllowList: { '7003': ['other-key'] } };

async function setup() {
  const emulator = await startTestEmulator(seed, { rateLimit: 0, ...hidden });
  const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url, policy: { maxAttempts: 1 } });
  return { emulator, client };
}

function desired(yaml: string): DesiredState {
  const result = parseConfigText(yaml, 'smform.yaml');
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (result.state === undefined) throw new Error('config did not load');
  return result.state;
}

const at = (line: number, column: number) => ({ file: 'smform.yaml', line, column });

const config = `organizations:
  - id: "7001"
    sentryPolicies:
      - network: N_SM
        policies: []
      - network: N_SENTRY_GONE
        policies: []
      - network: N_WIFI
        policies: []
    networks:
      - id: N_SM
        targetGroups: []
      - id: N_WIFI
        targetGroups: []
      - id: N_BARE
        targetGroups: []
      - id: N_ELSEWHERE
      - id: N_HIDDEN
      - id: N_NOWHERE
`;

const notIn = (networkId: string, line: number, owner?: string) => ({
  severity: 'error',
  code: 'network-not-in-organization',
  message:
    owner === undefined
      ? `network ${networkId} is not in organization 7001 (no network with this id is visible to the key)`
      : `network ${networkId} is not in organization 7001: it belongs to organization ${owner}`,
  hint:
    owner === undefined
      ? 'check the network id (`smform orgs --live` lists what the key can see)'
      : `declare it under organization ${owner}`,
  source: at(line, 9),
});

const notSm = (networkId: string, name: string, types: string, line: number) => ({
  severity: 'error',
  code: 'not-systems-manager',
  message: `network ${networkId} (${name}) is not a Systems Manager network (productTypes: ${types}), so it has no target groups`,
  hint: 'declare target groups only under Systems Manager networks',
  source: at(line, 9),
});

describe('checkDeclaredNetworks', () => {
  it('names each misplaced network with its real organization, and each network with target groups that is not SM', async () => {
    const { emulator, client } = await setup();
    const diagnostics = await checkDeclaredNetworks(client, desired(config));
    // Declaration order: the networks, then the sentry lists' networks not declared as networks. N_WIFI
    // without target groups would be fine; with them it is not. The sentry list on N_WIFI adds nothing.
    expect(diagnostics).toEqual([
      notSm('N_WIFI', 'Wi-Fi', 'wireless, switch', 13),
      notSm('N_BARE', 'Bare', 'none', 15),
      notIn('N_ELSEWHERE', 17, '7002'),
      notIn('N_HIDDEN', 18),
      notIn('N_NOWHERE', 19),
      { ...notIn('N_SENTRY_GONE', 6), source: at(6, 9) },
    ]);
    // One list per organization, one lookup per misplaced network, every call on 7001's budget.
    expect(emulator.requestLog.map((e) => `${e.path.replace(/^\/api\/v1/, '')} ${e.status}`).sort()).toEqual([
      '/networks/N_ELSEWHERE 200',
      // A network of an organization the key cannot reach answers 404, as Meraki documents.
      '/networks/N_HIDDEN 404',
      '/networks/N_NOWHERE 404',
      '/networks/N_SENTRY_GONE 404',
      '/organizations/7001/networks 200',
    ]);
    expect(client.stats().organizations['7001']?.calls).toBe(5);
  });

  it('checks only the networks the filters keep: --org, --network, and --changed-since scopes', async () => {
    const { client } = await setup();
    const state = desired(`${config}  - id: "7002"
    networks:
      - id: N_NOT_THERE
        targetGroups: []
`);
    expect(await checkDeclaredNetworks(client, state, { orgs: ['7002'] })).toEqual([
      {
        ...notIn('N_NOT_THERE', 22),
        message:
          'network N_NOT_THERE is not in organization 7002 (no network with this id is visible to the key)',
      },
    ]);
    expect(await checkDeclaredNetworks(client, state, { networks: ['N_BARE', 'N_SENTRY_GONE'] })).toEqual([
      notSm('N_BARE', 'Bare', 'none', 15),
      { ...notIn('N_SENTRY_GONE', 6), source: at(6, 9) },
    ]);
    // --changed-since: a network only when its target groups are planned, a sentry list's network only
    // when the organization's sentry list is.
    expect(
      await checkDeclaredNetworks(client, state, {
        scopes: ['network/N_BARE/targetGroup', 'org/7002/sentry'],
      }),
    ).toEqual([notSm('N_BARE', 'Bare', 'none', 15)]);
    expect(await checkDeclaredNetworks(client, state, { scopes: ['org/7001/sentry'] })).toEqual([
      { ...notIn('N_SENTRY_GONE', 6), source: at(6, 9) },
    ]);
    expect(await checkDeclaredNetworks(client, state, { scopes: [] })).toEqual([]);
    // Empty filters keep everything, as no filters do.
    expect(await checkDeclaredNetworks(client, state, { orgs: [], networks: [] })).toEqual(
      await checkDeclaredNetworks(client, state),
    );
    expect(await checkDeclaredNetworks(client, state, { orgs: [], networks: [] })).toHaveLength(7);
  });

  it('an organization whose networks the key may not list gets a warning; another failure is thrown', async () => {
    const { emulator, client } = await setup();
    const state = desired(`organizations:
  - id: "7003"
    networks:
      - id: N_HIDDEN
        targetGroups: []
`);
    expect(await checkDeclaredNetworks(client, state)).toEqual([
      {
        severity: 'warning',
        code: 'networks-not-listed',
        message:
          'could not list the networks of organization 7003 (HTTP 404): its declared networks were not checked',
        hint: 'the key may lack organization-wide read access; the plan goes on without the check',
      },
    ]);
    expect(emulator.requestLog).toHaveLength(1);
    const failing = await serveClient(status(500, { errors: ['boom'] }), { policy: { maxAttempts: 1 } });
    const error = await checkDeclaredNetworks(failing.client, state).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });

  it('a network without target groups need not be a Systems Manager network', async () => {
    const { emulator, client } = await setup();
    const state = desired(`organizations:
  - id: "7001"
    networks:
      - id: N_WIFI
`);
    expect(await checkDeclaredNetworks(client, state)).toEqual([]);
    expect(emulator.requestLog).toHaveLength(1);
  });

  it('reads nothing for an organization that declares no network', async () => {
    const { emulator, client } = await setup();
    const state = desired(`organizations:
  - id: "7001"
    adminRoles: []
`);
    expect(await checkDeclaredNetworks(client, state)).toEqual([]);
    expect(emulator.requestLog).toHaveLength(0);
  });

  it('passes the signal on: an aborted run reads nothing and fails', async () => {
    const { emulator, client } = await setup();
    const aborted = AbortSignal.abort(new Error('stop'));
    await expect(checkDeclaredNetworks(client, desired(config), {}, aborted)).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(listNetworks(client, '7001', aborted)).rejects.toBeInstanceOf(ApiError);
    await expect(owningOrganization(client, '7001', 'N_SM', aborted)).rejects.toBeInstanceOf(ApiError);
    expect(emulator.requestLog).toHaveLength(0);
  });
});

describe('discovery reads', () => {
  it('lists the organizations the key can see, and the networks of one, with their product types', async () => {
    const { client } = await setup();
    expect(await listOrganizations(client)).toEqual([
      { id: '7001', name: 'Corp' },
      { id: '7002', name: 'Other' },
    ]);
    const networks = await listNetworks(client, '7001');
    expect(networks).toEqual([
      { id: 'N_SM', name: 'Sentry SM', organizationId: '7001', productTypes: ['systemsManager'] },
      { id: 'N_WIFI', name: 'Wi-Fi', organizationId: '7001', productTypes: ['wireless', 'switch'] },
      { id: 'N_BARE', name: 'Bare', organizationId: '7001', productTypes: [] },
    ]);
    expect(networks.map(isSystemsManager)).toEqual([true, false, false]);
    expect(await owningOrganization(client, '7001', 'N_ELSEWHERE', undefined)).toBe('7002');
    expect(await owningOrganization(client, '7001', 'N_NOWHERE', undefined)).toBeUndefined();
  });

  it('skips list items that are not records with a string id, and fills in what a record lacks', async () => {
    const { client } = await serveClient(
      status(200, [null, 'N_1', [], { id: 7 }, { name: 'no id' }, { id: 'O_1' }, { id: 'O_2', name: 5 }]),
    );
    expect(await listOrganizations(client)).toEqual([
      { id: 'O_1', name: '' },
      { id: 'O_2', name: '' },
    ]);
    expect(await listNetworks(client, '7001')).toEqual([
      { id: 'O_1', name: 'O_1', organizationId: '7001', productTypes: [] },
      { id: 'O_2', name: 'O_2', organizationId: '7001', productTypes: [] },
    ]);
    const notAList = await serveClient(status(200, { id: 'O_1' }));
    expect(await listOrganizations(notAList.client)).toEqual([]);
    expect(await listNetworks(notAList.client, '7001')).toEqual([]);
  });

  it('reads every page of the organizations and of the networks', async () => {
    const { client, server } = await serveClient((req, res) => {
      const second = req.url.includes('startingAfter');
      const next = second
        ? {}
        : { link: `<${req.url}${req.url.includes('?') ? '&' : '?'}startingAfter=x>; rel=next` };
      reply(res, 200, [{ id: second ? 'B' : 'A', name: second ? 'Two' : 'One' }], next);
    });
    expect(await listOrganizations(client)).toEqual([
      { id: 'A', name: 'One' },
      { id: 'B', name: 'Two' },
    ]);
    expect((await listNetworks(client, '7001')).map((n) => n.id)).toEqual(['A', 'B']);
    expect(server.requests).toHaveLength(4);
  });

  it('a lookup that fails otherwise than 403 or 404 is thrown, not read as "not visible"', async () => {
    const { client } = await serveClient(status(500, { errors: ['boom'] }), { policy: { maxAttempts: 1 } });
    const error = await owningOrganization(client, '7001', 'N_1', undefined).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });

  it('a lookup answered without a network record has no owner', async () => {
    const { client } = await serveClient(status(200, {}));
    expect(await owningOrganization(client, '7001', 'N_1', undefined)).toBeUndefined();
  });

  it('a network without an organization has no owner', async () => {
    const { client } = await serveClient(status(200, { id: 'N_1', name: 'One' }));
    expect(await owningOrganization(client, '7001', 'N_1', undefined)).toBeUndefined();
    const elsewhere = await serveClient(status(200, { id: 'N_1', organizationId: '7009' }));
    expect(await owningOrganization(elsewhere.client, '7001', 'N_1', undefined)).toBe('7009');
  });

  it('readDiscoveredNetwork keeps string product types and falls back to the id and the given organization', () => {
    expect(
      readDiscoveredNetwork(
        { id: 'N_1', name: 'One', organizationId: '1', productTypes: ['a', 2, 'b'] },
        '9',
      ),
    ).toEqual({ id: 'N_1', name: 'One', organizationId: '1', productTypes: ['a', 'b'] });
    expect(readDiscoveredNetwork({ id: 'N_1', productTypes: 'systemsManager' }, '9')).toEqual({
      id: 'N_1',
      name: 'N_1',
      organizationId: '9',
      productTypes: [],
    });
    expect(readDiscoveredNetwork({ id: 'N_1', organizationId: 3 })).toEqual({
      id: 'N_1',
      name: 'N_1',
      organizationId: '',
      productTypes: [],
    });
    for (const raw of [null, undefined, 'N_1', ['N_1'], { id: 1 }, {}]) {
      expect(readDiscoveredNetwork(raw, '9')).toBeUndefined();
    }
  });
});
