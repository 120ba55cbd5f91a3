import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS } from '../../src/client/index.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { api, REFERENCE, SEED_FILE, shapeProblems } from './helpers.js';

/**
 * Every one of the 70 operations through `smform api` against the emulator, in an order where each
 * write finds what it needs: the status the emulator sent must be the table's success status and the
 * printed JSON must have the table's response shape.
 */

const ORG = 'organizationId=549236';
const NET = 'networkId=N_1';
const DEV = 'deviceId=d1';
type Outputs = Record<string, unknown>;
type Step = [operationId: string, args: (outputs: Outputs) => string[]];

function first(outputs: Outputs, operationId: string, field: string): string {
  const value = outputs[operationId];
  const record = (Array.isArray(value) ? value[0] : value) as Record<string, unknown> | undefined;
  return String(record?.[field]);
}

const WIRELESS: Step[] = [
  ['getOrganizationWirelessControllerAvailabilitiesChangeHistory', () => [ORG]],
  [
    'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval',
    () => [ORG, 'resolution=3600', 'timespan=86400', 'network_ids=N_1,N_2'],
  ],
  ['getOrganizationWirelessControllerConnections', () => [ORG, 'controllerSerials=Q2WC-0001-AAAA']],
  ['getOrganizationWirelessControllerDevicesInterfacesL2ByDevice', () => [ORG]],
  [
    'getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice',
    () => [ORG, 'includeInterfacesWithoutChanges=false'],
  ],
  ['getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval', () => [ORG]],
  ['getOrganizationWirelessControllerDevicesInterfacesL3ByDevice', () => [ORG, 'serials[]=Q2WC-0002-BBBB']],
  ['getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice', () => [ORG]],
  ['getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval', () => [ORG]],
  [
    'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice',
    () => [ORG, 'timespan=3600', 'names=TenGigabitEthernet0/0/0'],
  ],
  ['getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval', () => [ORG, 'timespan=86400']],
  ['getOrganizationWirelessControllerDevicesRedundancyFailoverHistory', () => [ORG]],
  ['getOrganizationWirelessControllerDevicesRedundancyStatuses', () => [ORG]],
  [
    'getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval',
    () => [ORG, 'timespan=7200'],
  ],
  ['getOrganizationWirelessControllerOverviewByDevice', () => [ORG]],
];

const DEVICE_READS = [
  'getNetworkSmDeviceCellularUsageHistory',
  'getNetworkSmDeviceCerts',
  'getNetworkSmDeviceConnectivity',
  'getNetworkSmDeviceDesktopLogs',
  'getNetworkSmDeviceDeviceProfiles',
  'getNetworkSmDeviceNetworkAdapters',
  'getNetworkSmDevicePerformanceHistory',
  'getNetworkSmDeviceRestrictions',
  'getNetworkSmDeviceSecurityCenters',
  'getNetworkSmDeviceSoftwares',
  'getNetworkSmDeviceWlanLists',
].map((id): Step => [id, () => [NET, DEV]]);

const SENTRY_ITEMS = JSON.stringify([
  {
    networkId: 'N_1',
    policies: [
      { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
      { smNetworkId: 'N_1', groupPolicyId: '102', scope: 'withAll', tags: ['kiosk'] },
    ],
  },
]);

const STEPS: Step[] = [
  ['getOrganizations', () => []],
  ['getOrganizationNetworks', () => [ORG, 'productTypes=systemsManager']],
  ['getNetwork', () => [NET]],
  ['getNetworkGroupPolicies', () => [NET]],
  ['getNetworkSmDevices', () => [NET, 'perPage=3']],
  ['getNetworkSmUsers', () => [NET, 'emails=alice@example.com']],
  ['getNetworkSmTargetGroups', () => [NET, 'with_details=true']],
  ['getNetworkSmTargetGroup', () => [NET, 'targetGroupId=t1']],
  ['getOrganizationSmAdminsRoles', () => [ORG]],
  ['getOrganizationSmAdminsRole', () => [ORG, 'roleId=r1']],
  ['getOrganizationSmSentryPoliciesAssignmentsByNetwork', () => [ORG, 'networkIds=N_1']],
  ...DEVICE_READS,
  ['getNetworkSmDeviceDeviceCommandLogs', () => [NET, DEV]],
  ['getNetworkSmProfiles', () => [NET, 'payloadTypes=Wi-Fi,VPN']],
  ['getNetworkSmUserDeviceProfiles', () => [NET, 'userId=u1']],
  ['getNetworkSmUserSoftwares', () => [NET, 'user_id=u1']],
  ['getNetworkSmTrustedAccessConfigs', () => [NET]],
  ['getNetworkSmUserAccessDevices', () => [NET]],
  ['getOrganizationSmVppAccounts', () => [ORG]],
  [
    'getOrganizationSmVppAccount',
    (o) => [ORG, `vppAccountId=${first(o, 'getOrganizationSmVppAccounts', 'id')}`],
  ],
  ['getOrganizationSmApnsCert', () => [ORG]],
  ...WIRELESS,
  ['createNetworkSmTargetGroup', () => [NET, 'name=Lobby', 'scope=withAny, lobby']],
  ['updateNetworkSmTargetGroup', () => [NET, 'targetGroupId=t1', 'name=Kiosks']],
  ['deleteNetworkSmTargetGroup', () => [NET, 'targetGroupId=t2', '--yes']],
  ['createOrganizationSmAdminsRole', () => [ORG, 'name=Night shift', 'scope=some', 'tags=night,emea']],
  ['updateOrganizationSmAdminsRole', () => [ORG, 'roleId=r1', 'tags=emea', 'tags=apac']],
  ['deleteOrganizationSmAdminsRole', () => [ORG, 'roleId=r2', '--yes']],
  ['updateOrganizationSmSentryPoliciesAssignments', () => [ORG, `items=${SENTRY_ITEMS}`, '--yes']],
  ['checkinNetworkSmDevices', () => [NET, 'ids=d1']],
  ['lockNetworkSmDevices', () => [NET, 'serials=Q234-ABCD-0001', 'pin=123456', '--yes']],
  ['rebootNetworkSmDevices', () => [NET, 'scope=withAny,laptop', 'notify_user=true', '--yes']],
  ['shutdownNetworkSmDevices', () => [NET, 'wifi_macs=00:11:22:33:44:02', '--yes']],
  ['modifyNetworkSmDevicesTags', () => [NET, 'ids=d1,d2', 'tags=lobby', 'update_action=add']],
  ['updateNetworkSmDevicesFields', () => [NET, 'id=d1', 'deviceFields.notes=front desk']],
  ['installNetworkSmDeviceApps', () => [NET, DEV, 'appIds=123,456', 'force=true']],
  ['uninstallNetworkSmDeviceApps', () => [NET, DEV, 'appIds=123', '--yes']],
  ['refreshNetworkSmDeviceDetails', () => [NET, DEV]],
  ['createNetworkSmBypassActivationLockAttempt', () => [NET, 'ids=d1,unknown-device']],
  [
    'getNetworkSmBypassActivationLockAttempt',
    (o) => [NET, `attemptId=${first(o, 'createNetworkSmBypassActivationLockAttempt', 'id')}`],
  ],
  [
    'deleteNetworkSmUserAccessDevice',
    (o) => [NET, `userAccessDeviceId=${first(o, 'getNetworkSmUserAccessDevices', 'id')}`, '--yes'],
  ],
  ['moveNetworkSmDevices', () => [NET, 'ids=d3', 'newNetwork=N_2', '--yes']],
  ['wipeNetworkSmDevices', () => [NET, 'serial=Q234-ABCD-0004', 'pin=123456', '--yes']],
  ['unenrollNetworkSmDevice', () => [NET, 'deviceId=d5', '--yes']],
  // After the writes, so the change log holds them.
  ['getOrganizationConfigurationChanges', () => [ORG, 'timespan=86400', 'perPage=10']],
  ['getAdministeredIdentitiesMe', () => []],
];

describe('smform api: all 70 operations against the emulator', () => {
  let emulator: RunningEmulator;
  const outputs: Outputs = {};

  beforeAll(async () => {
    emulator = await startTestEmulator(SEED_FILE, { rateLimit: 0 });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has one step per operation of the table', () => {
    expect(STEPS.map(([id]) => id).sort()).toEqual([...OPERATION_IDS].sort());
    // The skeleton fixture and the client's generated table come from the same reference: they agree.
    for (const id of OPERATION_IDS)
      expect([id, REFERENCE[id]?.successStatus]).toEqual([id, OPERATIONS[id].successStatus]);
  });

  it.each(STEPS.map((step, index) => [step[0], index] as const))('%s', async (operationId, index) => {
    const step = STEPS[index];
    if (step === undefined) throw new Error('no step');
    const run = await api(emulator.url, operationId, ...step[1](outputs));
    expect(run.stderr.replace(/^.*done \(no content\)\n$/, '')).toBe('');
    expect(run.code).toBe(0);
    const reference = REFERENCE[operationId];
    const sent = emulator.requestLog.filter((entry) => entry.operationId === operationId);
    expect(sent.at(-1)?.status).toBe(reference?.successStatus);
    const body: unknown = run.stdout === '' ? null : JSON.parse(run.stdout);
    outputs[operationId] = body;
    if (reference?.successStatus === 204) expect(run.stdout).toBe('');
    else expect(shapeProblems(body, reference?.responseSkeleton)).toEqual([]);
  });

  it('left the state the writes asked for', () => {
    const [org] = emulator.state().organizations;
    const n1 = org?.networks.find((n) => n.id === 'N_1');
    const n2 = org?.networks.find((n) => n.id === 'N_2');
    expect(n1?.devices.map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(n2?.devices.map((d) => d.id)).toEqual(['d3']);
    expect(n1?.devices[0]).toMatchObject({ notes: 'front desk', tags: ['kiosk', 'ipad', 'lobby'] });
    expect(n1?.targetGroups.map((g) => g.name)).toEqual(['Kiosks', 'Lobby']);
    expect(org?.adminRoles.map((r) => [r.name, r.tags])).toEqual([
      ['Helpdesk', ['emea', 'apac']],
      ['Night shift', ['night', 'emea']],
    ]);
    expect(org?.sentryPolicies[0]?.policies.map((p) => p.groupPolicyId)).toEqual(['102', '101']);
    expect(outputs['getNetworkSmBypassActivationLockAttempt']).toMatchObject({
      status: 'complete',
      data: { d1: { success: true }, 'unknown-device': { success: false } },
    });
    expect(outputs['createNetworkSmBypassActivationLockAttempt']).toMatchObject({
      status: 'pending',
      data: {},
    });
  });
});
