import { describe, expect, it } from 'vitest';
import { withSharedEmulator } from '../helpers/emulator.js';
import { api, SEED_FILE, shapeProblems } from './helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

/** One invalid call per constraint kind: exit 1, a message naming the parameter, and no request at all. */
const CASES: [kind: string, args: string[], message: RegExp][] = [
  [
    'required body parameter',
    ['modifyNetworkSmDevicesTags', 'networkId=N_1', 'ids=d1', 'tags=a'],
    /'updateAction' is required/,
  ],
  ['required path parameter', ['getNetworkSmDeviceCerts', 'networkId=N_1'], /'deviceId' is required/],
  [
    'enum',
    ['modifyNetworkSmDevicesTags', 'networkId=N_1', 'ids=d1', 'tags=a', 'updateAction=replace'],
    /'updateAction' must be one of add, delete, update/,
  ],
  [
    'range (perPage)',
    ['getNetworkSmDevices', 'networkId=N_1', 'perPage=2'],
    /'perPage' must be from 3 to 1000/,
  ],
  ['integer type', ['getNetworkSmDevices', 'networkId=N_1', 'perPage=many'], /'perPage' must be an integer/],
  [
    'boolean type',
    ['getNetworkSmTargetGroups', 'networkId=N_1', 'withDetails=maybe'],
    /'withDetails' must be a boolean/,
  ],
  [
    'object as JSON',
    ['updateNetworkSmDevicesFields', 'networkId=N_1', 'id=d1', 'deviceFields=notes'],
    /'deviceFields' must be JSON/,
  ],
  [
    'six-digit pin',
    ['lockNetworkSmDevices', 'networkId=N_1', 'ids=d1', 'pin=12345', '--yes'],
    /'pin' must be six digits/,
  ],
  [
    'scope keyword first',
    ['getNetworkSmDevices', 'networkId=N_1', 'scope=kiosk,withAny'],
    /'scope' must start with a scope keyword/,
  ],
  [
    'wireless window: t0 older than 31 days',
    [
      'getOrganizationWirelessControllerDevicesInterfacesL2ByDevice',
      'organizationId=549236',
      `t0=${ago(32 * DAY_MS)}`,
    ],
    /'t0' may be at most 31 days back/,
  ],
  [
    'wireless window: 1 day for the packets overview',
    [
      'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice',
      'organizationId=549236',
      `t0=${ago(2 * DAY_MS)}`,
    ],
    /'t0' may be at most 1 day back/,
  ],
  [
    'wireless window: timespan with t0',
    [
      'getOrganizationWirelessControllerDevicesRedundancyFailoverHistory',
      'organizationId=549236',
      'timespan=3600',
      `t0=${ago(DAY_MS)}`,
    ],
    /'timespan' cannot be combined with 't0'/,
  ],
  [
    'resolution values',
    [
      'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval',
      'organizationId=549236',
      'resolution=700',
    ],
    /'resolution' must be one of 300, 600, 1200, 3600, 14400, 86400/,
  ],
  ['unknown parameter', ['getNetworkSmDevices', 'networkId=N_1', 'serial=Q1'], /unknown parameter 'serial'/],
  ['not name=value', ['getNetworkSmDevices', 'networkId=N_1', 'perPage'], /'perPage' is not name=value/],
  ['unknown operation', ['getNetworkSmDevice', 'networkId=N_1'], /unknown operation 'getNetworkSmDevice'/],
];

describe('smform api checks every constraint before sending anything', () => {
  const current = withSharedEmulator(SEED_FILE, { rateLimit: 0 });

  it.each(CASES)('%s', async (_kind, args, message) => {
    const run = await api(current().url, ...args);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('nothing was sent');
    expect(current().requestLog).toEqual([]);
  });

  it('reports every problem of one call at once', async () => {
    const run = await api(current().url, 'lockNetworkSmDevices', 'ids=d1', 'pin=1', 'scope=nope', '--yes');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/'networkId' is required/);
    expect(run.stderr).toMatch(/'pin' must be six digits/);
    expect(run.stderr).toMatch(/'scope' must start with a scope keyword/);
    expect(current().requestLog).toEqual([]);
  });
});

describe('shapeProblems', () => {
  it('finds missing keys, wrong types and empty record lists', () => {
    expect(shapeProblems({ a: 1 }, { a: 'string', b: 'integer' })).toEqual([
      '$.a: expected string, got 1',
      '$.b: missing',
    ]);
    expect(shapeProblems([], [{ id: 'string' }])).toEqual(['$: empty']);
    expect(shapeProblems({ x: { success: true } }, { '<deviceId>': { success: 'boolean' } })).toEqual([]);
  });

  it('checks a key marked optional (`name?`) only when it is present', () => {
    expect(shapeProblems({}, { 'n?': 'string' })).toEqual([]);
    expect(shapeProblems({ n: 1 }, { 'n?': 'string' })).toEqual(['$.n: expected string, got 1']);
  });
});
