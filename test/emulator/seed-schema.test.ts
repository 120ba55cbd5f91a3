import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  validateSeed,
  type ChangeLogEntry,
  type SeedAdmin,
  type SeedAdminRole,
  type SeedNetwork,
  type SeedOrganization,
  type SeedSentryAssignment,
  type SeedSentryPolicy,
  type SeedTargetGroup,
} from '../../src/emulator/index.js';

/**
 * Every field of the seed types, filled in (`Required<>` makes the compiler demand each one). The schema
 * must accept this and must not know more fields: schema and types cannot drift apart unnoticed.
 */
const role: Required<SeedAdminRole> = { roleId: 'r1', name: 'Role', scope: 'some', tags: ['a'] };
const group: Required<SeedTargetGroup> = { id: 't1', name: 'Group', scope: 'withAny', tags: ['a'] };
const policy: Required<SeedSentryPolicy> = {
  policyId: 'p1',
  smNetworkId: 'N_1',
  groupPolicyId: '1',
  scope: 'all',
  tags: [],
  groupNumber: '1',
  createdAt: '2026-01-01T00:00:00Z',
  lastUpdatedAt: '2026-01-01T00:00:00Z',
};
const assignment: Required<SeedSentryAssignment> = { networkId: 'N_9', policies: [policy] };
const network: Required<SeedNetwork> = {
  id: 'N_1',
  name: 'Net',
  productTypes: ['systemsManager'],
  devices: [{ id: 'd1', name: 'Dev', serial: 'S', serialNumber: 'S', tags: ['a'], anyField: 1 }],
  users: [{ id: 'u1', email: 'e@example.com', username: 'u', tags: 'a b' }],
  targetGroups: [group],
  groupPolicies: [{ groupPolicyId: '101', name: 'Guest WiFi', bandwidth: { settings: 'custom' } }],
  profiles: [{ id: 'p1', name: 'Wi-Fi', payloadTypes: ['Wi-Fi'] }],
  trustedAccessConfigs: [{ id: 'c1', name: 'Corp' }],
  userAccessDevices: [{ id: 'a1', name: 'Phone' }],
};
const admin: Required<SeedAdmin> = { id: '7', name: 'Ann', email: 'ann@example.com', apiKeys: ['k'] };
const changeEntry: Required<ChangeLogEntry> = {
  ts: '2026-01-01T00:00:00.000Z',
  adminName: 'Ann',
  adminEmail: 'ann@example.com',
  adminId: '7',
  networkName: 'Net',
  networkId: 'N_1',
  networkUrl: 'https://n1.meraki.com/n/N_1/manage/',
  page: 'Systems Manager > Target groups',
  label: 'Kiosks',
  oldValue: null,
  newValue: '{}',
  client: { id: 'c', type: 'API' },
};
const organization: Required<SeedOrganization> = {
  id: '1',
  name: 'Org',
  adminRoles: [role],
  sentryPolicies: [assignment],
  networks: [network],
  wirelessControllers: [{ serial: 'Q', networkId: 'N_9' }],
  vppAccounts: [{ id: 'v1', name: 'VPP' }],
  admins: [admin],
  changeLog: [changeEntry],
};

interface SchemaObject {
  properties: Record<string, unknown>;
}

const schema = JSON.parse(readFileSync('schemas/seed.schema.json', 'utf8')) as {
  $defs: Record<string, SchemaObject>;
};

function keysOf(definition: string): string[] {
  return Object.keys(schema.$defs[definition]?.properties ?? {}).sort();
}

describe('seed schema and types', () => {
  it('accepts a seed using every typed field', () => {
    expect(() => validateSeed({ organizations: [organization] })).not.toThrow();
  });

  it('knows exactly the typed fields (sentry policies also tolerate snapshot-only fields)', () => {
    expect(keysOf('organization')).toEqual(Object.keys(organization).sort());
    expect(keysOf('network')).toEqual(Object.keys(network).sort());
    expect(keysOf('adminRole')).toEqual(Object.keys(role).sort());
    expect(keysOf('targetGroup')).toEqual(Object.keys(group).sort());
    expect(keysOf('admin')).toEqual(Object.keys(admin).sort());
    expect(keysOf('changeLogEntry')).toEqual(Object.keys(changeEntry).sort());
    expect(keysOf('sentryAssignment')).toEqual(Object.keys(assignment).sort());
    expect(keysOf('sentryPolicy')).toEqual([...Object.keys(policy), 'networkId', 'priority'].sort());
  });
});
