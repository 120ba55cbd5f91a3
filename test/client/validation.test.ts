import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, OPERATIONS, validateParams, type DashboardClient } from '../../src/client/index.js';
import { SmformError } from '../../src/model/errors.js';
import {
  fakeClock,
  reply,
  startScriptedServer,
  testPolicy,
  type ScriptedServer,
} from './helpers/scripted-server.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function problems(operationId: keyof typeof OPERATIONS, params: Record<string, unknown>): string[] {
  return validateParams(OPERATIONS[operationId], params, NOW);
}

describe('validation rules', () => {
  it('accepts a well-formed call', () => {
    expect(
      problems('getNetworkSmDevices', { networkId: 'N_1', scope: ['withAny', 'kiosk'], perPage: 3 }),
    ).toEqual([]);
    expect(
      problems('updateOrganizationSmSentryPoliciesAssignments', {
        organizationId: 'O_1',
        items: [
          {
            networkId: 'N_1',
            policies: [{ smNetworkId: 'N_2', scope: 'withAny', tags: ['a'], groupPolicyId: '101' }],
          },
        ],
      }),
    ).toEqual([]);
  });

  it('names unknown parameters and suggests the right one', () => {
    expect(problems('getNetworkSmDevices', { networkId: 'N_1', 'serials[]': ['x'] })).toEqual([
      "unknown parameter 'serials[]' (did you mean 'serials'?)",
    ]);
    expect(problems('getNetworkSmTargetGroups', { networkId: 'N_1', colour: 'red' })[0]).toMatch(
      /unknown parameter 'colour' \(this operation takes: networkId, withDetails\)/,
    );
  });

  it('requires path parameters and required body fields', () => {
    expect(problems('createOrganizationSmAdminsRole', {})).toEqual([
      "'organizationId' is required (a path parameter)",
      "'name' is required",
    ]);
    expect(problems('getNetworkSmTargetGroup', { networkId: '', targetGroupId: 5 })).toEqual([
      '\'networkId\' must be a non-empty string id (got "")',
      "'targetGroupId' must be a non-empty string id (got 5)",
    ]);
  });

  it('checks enums, scope keywords and nested sentry fields', () => {
    expect(
      problems('createOrganizationSmAdminsRole', { organizationId: 'O', name: 'n', scope: 'withAny' }),
    ).toEqual(['\'scope\' must be one of all_tags, some, without_all_tags, without_some (got "withAny")']);
    expect(problems('getNetworkSmDevices', { networkId: 'N', scope: ['kiosk', 'withAny'] })[0]).toMatch(
      /'scope' must start with a scope keyword/,
    );
    // The spec's own modifyTags example puts the keyword and its tags in one string.
    const specExample = { networkId: 'N', scope: ['withAny, old_tag'], tags: ['t'], updateAction: 'add' };
    expect(problems('modifyNetworkSmDevicesTags', specExample)).toEqual([]);
    expect(problems('modifyNetworkSmDevicesTags', { ...specExample, scope: ['anyOf, old_tag'] })[0]).toMatch(
      /'scope' must start with a scope keyword/,
    );
    expect(problems('createNetworkSmTargetGroup', { networkId: 'N', scope: 'anyOf, a' })[0]).toMatch(
      /'scope' must be "<keyword>\[, tag, \.\.\.\]"/,
    );
    expect(problems('createNetworkSmTargetGroup', { networkId: 'N', scope: 'withAny, a, b' })).toEqual([]);
    expect(
      problems('updateOrganizationSmSentryPoliciesAssignments', {
        organizationId: 'O',
        items: [{ networkId: 'N_1', policies: [{ smNetworkId: 'N_2', scope: 'some', tags: ['a'] }] }],
      }),
    ).toEqual([
      '\'items[0].policies[0].scope\' must be one of all, none, withAll, withAny, withoutAll, withoutAny (got "some")',
      "'items[0].policies[0].groupPolicyId' is required",
    ]);
    expect(
      problems('modifyNetworkSmDevicesTags', { networkId: 'N', tags: ['a'], updateAction: 'replace' })[0],
    ).toMatch(/'updateAction' must be one of add, delete, update/);
  });

  it('checks perPage 3-1000, the six-digit pin and resolution values', () => {
    expect(problems('getNetworkSmDevices', { networkId: 'N', perPage: 2 })).toEqual([
      "'perPage' must be from 3 to 1000 (got 2)",
    ]);
    expect(problems('getNetworkSmDevices', { networkId: 'N', perPage: 1001 })).toHaveLength(1);
    expect(problems('getNetworkSmDevices', { networkId: 'N', perPage: 10.5 })[0]).toMatch(
      /must be an integer/,
    );
    expect(problems('lockNetworkSmDevices', { networkId: 'N', pin: 12345 })).toEqual([
      "'pin' must be six digits, e.g. 123456 (got 12345)",
    ]);
    expect(problems('lockNetworkSmDevices', { networkId: 'N', pin: 123456 })).toEqual([]);
    const clients = 'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval' as const;
    expect(problems(clients, { organizationId: 'O', resolution: 700 })[0]).toMatch(
      /'resolution' must be one of 300, 600, 1200, 3600, 14400, 86400/,
    );
    expect(problems(clients, { organizationId: 'O', resolution: 3600 })).toEqual([]);
  });

  it('checks the wireless time windows against an injected now', () => {
    const op = 'getOrganizationWirelessControllerDevicesInterfacesL2ByDevice' as const;
    expect(problems(op, { organizationId: 'O', t0: iso(NOW - 30 * DAY), t1: iso(NOW) })).toEqual([]);
    expect(problems(op, { organizationId: 'O', t0: iso(NOW - 32 * DAY) })).toEqual([
      `'t0' may be at most 31 days back from now (got ${iso(NOW - 32 * DAY)})`,
    ]);
    expect(
      problems(op, { organizationId: 'O', t0: iso(NOW - 10 * DAY), t1: iso(NOW + 22 * DAY) })[0],
    ).toMatch(/'t1' may be at most 31 days after 't0'/);
    expect(problems(op, { organizationId: 'O', timespan: 32 * 86400 })[0]).toMatch(
      /'timespan' must be more than 0/,
    );
    expect(problems(op, { organizationId: 'O', timespan: 3600, t0: iso(NOW - DAY) })[0]).toMatch(
      /'timespan' cannot be combined/,
    );
    expect(problems(op, { organizationId: 'O', t0: 'yesterday' })[0]).toMatch(/ISO 8601/);
    const packets = 'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice' as const;
    expect(problems(packets, { organizationId: 'O', t0: iso(NOW - 2 * DAY) })[0]).toMatch(
      /at most 1 day back/,
    );
    expect(problems(packets, { organizationId: 'O', timespan: 2 * 86400 })[0]).toMatch(
      /at most 86400 seconds/,
    );
    expect(problems(packets, { organizationId: 'O', timespan: 3600 })).toEqual([]);
  });
});

describe('a call with invalid parameters', () => {
  let server: ScriptedServer;
  let client: DashboardClient;
  beforeAll(async () => {
    server = await startScriptedServer((_req, res) => reply(res, 200, []));
    client = createClient({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      policy: testPolicy(fakeClock(NOW)),
    });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it.each([
    ['getNetworkSmDevices', { networkId: 'N_1', perPage: 2 }],
    ['createOrganizationSmAdminsRole', { organizationId: 'O_1', scope: 'some' }],
    ['lockNetworkSmDevices', { networkId: 'N_1', pin: 1 }],
    ['getNetworkSmTargetGroups', {}],
    ['noSuchOperation', {}],
  ] as const)('%s sends nothing and throws a usage error', async (operationId, params) => {
    const error = await client
      .call(operationId as 'getNetworkSmDevices', params as Record<string, unknown>)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmformError);
    expect((error as SmformError).fault).toBe('usage');
    expect((error as SmformError).message).toContain(operationId);
    expect(server.requests).toHaveLength(0);
  });

  it('encodes arrays as repeated name[]= and path parameters URL-encoded', async () => {
    await client.call('getNetworkSmDevices', {
      networkId: 'N 1/x',
      scope: ['withAny', 'a b'],
      fields: ['ip', 'systemType'],
    });
    expect(server.requests[0]?.url).toBe(
      '/api/v1/networks/N%201%2Fx/sm/devices?fields%5B%5D=ip&fields%5B%5D=systemType&scope%5B%5D=withAny&scope%5B%5D=a+b&perPage=1000',
    );
  });
});
