import { describe, expect, it } from 'vitest';
import { adminRoleKind } from '../../src/kinds/admin-role/spec.js';
import { adminRoleFingerprint } from '../../src/kinds/admin-role/live-record.js';
import { targetGroupFingerprint } from '../../src/kinds/target-group/live-record.js';
import { Operation } from '../../src/kinds/operations.js';
import { targetGroupKind } from '../../src/kinds/target-group/spec.js';
import type { DesiredOrganization, DesiredState } from '../../src/model/desired.js';
import type { LiveAdminRole, LiveOrganization, LiveTargetGroup } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';

/*
 * The two named kinds' specs (named-kind.ts and each kind's declaration) with exact answers: when a
 * planned change is stale, what the verification and the write-response check say, which live ids carry a
 * name, and the addresses, reads, exports and restores each kind declares.
 */

const SOURCE = { file: 'org.yaml', line: 3, column: 5 };

const group = (id: string, name: string, scope: LiveTargetGroup['scope'] = 'withAny', tags = ['a']) => ({
  id,
  name,
  scope,
  tags,
});
const role = (roleId: string, name: string): LiveAdminRole => ({ roleId, name, scope: 'some', tags: ['a'] });

const org = (groups: LiveTargetGroup[] | undefined, roles?: LiveAdminRole[]): LiveOrganization => ({
  id: 'O_1',
  ...(roles === undefined ? {} : { adminRoles: roles }),
  networks: [{ id: 'N_0' }, { id: 'N_1', ...(groups === undefined ? {} : { targetGroups: groups }) }],
});

const tgChange = (over: Partial<Change> = {}): Change => ({
  address: 'network/N_1/targetGroup/Kiosks',
  kind: 'targetGroup',
  action: 'update',
  orgId: 'O_1',
  networkId: 'N_1',
  id: 'TG_1',
  before: null,
  after: { name: 'Kiosks', scope: 'withAny', tags: ['a'] },
  fieldChanges: [],
  liveFingerprint: null,
  ...over,
});

const roleChange = (over: Partial<Change> = {}): Change => ({
  address: 'org/O_1/adminRole/Ops',
  kind: 'adminRole',
  action: 'update',
  orgId: 'O_1',
  id: 'R_1',
  before: null,
  after: { name: 'Ops', scope: 'some', tags: ['a'] },
  fieldChanges: [],
  liveFingerprint: null,
  ...over,
});

/** The change without one of its optional members (absent, as a plan file reads it). */
function without(change: Change, key: 'id' | 'networkId'): Change {
  const { [key]: _dropped, ...rest } = change;
  return rest;
}

describe('staleReason', () => {
  it('a create is stale when an object of its name now exists live that the run does not know', () => {
    const create = without(tgChange({ action: 'create' }), 'id');
    expect(targetGroupKind.staleReason(create, org([group('TG_9', 'Other')]))).toBe(undefined);
    expect(targetGroupKind.staleReason(create, org(undefined))).toBe(undefined);
    expect(targetGroupKind.staleReason(create, org([group('TG_9', 'Kiosks')]))).toBe(
      'it now exists live (id TG_9)',
    );
    expect(targetGroupKind.staleReason(create, org([group('TG_9', 'Kiosks')]), (id) => id === 'TG_9')).toBe(
      undefined,
    );
    expect(
      targetGroupKind.staleReason(
        create,
        org([group('TG_8', 'Kiosks'), group('TG_9', 'Kiosks')]),
        (id) => id === 'TG_8',
      ),
    ).toBe('it now exists live (id TG_9)');
    expect(adminRoleKind.staleReason(roleChange({ action: 'create' }), org([], [role('R_7', 'Ops')]))).toBe(
      'it now exists live (roleId R_7)',
    );
  });

  it('an update or delete is stale when its object is gone or its fingerprint moved', () => {
    const live = group('TG_1', 'Kiosks');
    const update = tgChange({ liveFingerprint: targetGroupFingerprint(live) });
    expect(targetGroupKind.staleReason(update, org([live]))).toBe(undefined);
    expect(targetGroupKind.staleReason(update, org([group('TG_1', 'Kiosks', 'withAll')]))).toBe(
      'it was changed live',
    );
    expect(targetGroupKind.staleReason(update, org([group('TG_2', 'Kiosks')]))).toBe(
      'it no longer exists live (id TG_1)',
    );
    expect(targetGroupKind.staleReason(without(update, 'id'), org(undefined))).toBe(
      'it no longer exists live (id ?)',
    );
    const liveRole = role('R_1', 'Ops');
    const del = roleChange({
      action: 'delete',
      after: null,
      liveFingerprint: adminRoleFingerprint(liveRole),
    });
    expect(adminRoleKind.staleReason(del, org([], [liveRole]))).toBe(undefined);
    expect(adminRoleKind.staleReason(del, org([], []))).toBe('it no longer exists live (roleId R_1)');
  });
});

describe('verify', () => {
  it('a write is checked against the re-read object of its id', () => {
    const live = org([group('TG_1', 'Kiosks'), group('TG_2', 'Kiosk', 'withAny', ['b'])]);
    expect(targetGroupKind.verify(tgChange(), 'TG_1', live, undefined)).toBe(undefined);
    expect(targetGroupKind.verify(tgChange(), 'TG_2', live, undefined)).toBe(
      'after apply, name is "Kiosk", expected "Kiosks"; tags are [b], expected [a]',
    );
    expect(targetGroupKind.verify(tgChange(), 'TG_3', live, undefined)).toBe('after apply, it is missing');
    expect(targetGroupKind.verify(tgChange(), 'TG_1', org(undefined), undefined)).toBe(
      'after apply, it is missing',
    );
  });

  it('a create checked against a scope that was not read finds nothing', () => {
    const create = without(tgChange({ action: 'create' }), 'id');
    expect(targetGroupKind.verify(create, undefined, org(undefined), undefined)).toBe(
      'after apply, it is missing',
    );
    const role = without(roleChange({ action: 'create' }), 'id');
    expect(adminRoleKind.verify(role, undefined, org(undefined), undefined)).toBe(
      'after apply, it is missing',
    );
  });

  it('a delete passes only when its object is gone', () => {
    const del = tgChange({ action: 'delete', after: null });
    expect(targetGroupKind.verify(del, 'TG_1', org([group('TG_1', 'Kiosks')]), undefined)).toBe(
      'after apply, it still exists',
    );
    expect(targetGroupKind.verify(del, 'TG_1', org([]), undefined)).toBe(undefined);
    expect(
      adminRoleKind.verify(
        roleChange({ action: 'delete', after: null }),
        'R_1',
        org([], [role('R_1', 'Ops')]),
        undefined,
      ),
    ).toBe('after apply, it still exists');
  });

  it('a change without a desired side checks only that the object exists', () => {
    const live = org([group('TG_1', 'Other', 'all', [])]);
    expect(targetGroupKind.verify(tgChange({ after: null }), 'TG_1', live, undefined)).toBe(undefined);
  });

  it('a target group whose scope was not echoed is explained; the setting leaves it uncompared', () => {
    const live = org([group('TG_1', 'Kiosks', 'all', [])]);
    expect(targetGroupKind.verify(tgChange(), 'TG_1', live, undefined)).toMatch(
      /^target group "Kiosks" \(id TG_1\) in network N_1: scope was written as "withAny, a" but came back as scope all/,
    );
    expect(targetGroupKind.verify(tgChange(), 'TG_1', live, { targetGroupScope: 'writeOnly' })).toBe(
      undefined,
    );
    // The setting leaves scope and tags uncompared, never the name.
    const renamed = org([group('TG_1', 'Kiosk', 'all', [])]);
    expect(targetGroupKind.verify(tgChange(), 'TG_1', renamed, { targetGroupScope: 'writeOnly' })).toBe(
      'after apply, name is "Kiosk", expected "Kiosks"',
    );
  });

  it('an admin role has no echo rules: a scope that came back otherwise is a mismatch', () => {
    const live = org([], [{ roleId: 'R_1', name: 'Ops', scope: 'all_tags', tags: [] }]);
    expect(adminRoleKind.verify(roleChange(), 'R_1', live, { targetGroupScope: 'writeOnly' })).toBe(
      'after apply, scope is all_tags, expected some; tags are [], expected [a]',
    );
  });
});

describe('checkResponse', () => {
  it('a response carrying the object as written passes; one without it, or otherwise, is named', () => {
    const written = { id: 'TG_1', name: 'Kiosks', scope: 'withAny, a' };
    expect(targetGroupKind.checkResponse(tgChange(), written, undefined)).toBe(undefined);
    expect(targetGroupKind.checkResponse(tgChange(), { name: 'Kiosks' }, undefined)).toBe(
      'the update response did not carry the object',
    );
    expect(targetGroupKind.checkResponse(tgChange({ action: 'create' }), 'nothing', undefined)).toBe(
      'the create response did not carry the object',
    );
    expect(
      targetGroupKind.checkResponse(
        tgChange(),
        { id: 'TG_1', name: 'Kiosk', scope: 'withAny, a' },
        undefined,
      ),
    ).toBe('the update response differs: name is "Kiosk", expected "Kiosks"');
  });

  it('a delete has nothing to check; an unechoed scope is left to the verification', () => {
    expect(
      targetGroupKind.checkResponse(tgChange({ action: 'delete', after: null }), 'nothing', undefined),
    ).toBe(undefined);
    expect(
      targetGroupKind.checkResponse(tgChange(), { id: 'TG_1', name: 'Kiosks', scope: 'all' }, undefined),
    ).toBe(undefined);
    // Under `keywordOnly`, tags missing from the response are not compared; a wrong keyword still is named.
    const echo = { targetGroupScope: 'keywordOnly' } as const;
    expect(
      targetGroupKind.checkResponse(tgChange(), { id: 'TG_1', name: 'Kiosks', scope: 'withAny' }, echo),
    ).toBe(undefined);
    expect(
      targetGroupKind.checkResponse(tgChange(), { id: 'TG_1', name: 'Kiosk', scope: 'withAny' }, echo),
    ).toBe('the update response differs: name is "Kiosk", expected "Kiosks"');
  });

  it('an admin role response is read in its organization', () => {
    const written = { roleId: 'R_1', name: 'Ops', scope: 'some', tags: ['a'] };
    expect(adminRoleKind.checkResponse(roleChange(), written, undefined)).toBe(undefined);
    expect(adminRoleKind.checkResponse(roleChange(), { ...written, tags: [] }, undefined)).toBe(
      'the update response differs: tags are [], expected [a]',
    );
    expect(adminRoleKind.checkResponse(roleChange(), { name: 'Ops' }, undefined)).toBe(
      'the update response did not carry the object',
    );
  });
});

describe('idsNamed', () => {
  it('every live id of the name in the change scope, none without a live organization', () => {
    const live = org([group('TG_1', 'Kiosks'), group('TG_2', 'Other'), group('TG_3', 'Kiosks')]);
    expect(targetGroupKind.idsNamed(tgChange(), live, 'Kiosks')).toStrictEqual(['TG_1', 'TG_3']);
    expect(targetGroupKind.idsNamed(tgChange(), live, 'None')).toStrictEqual([]);
    expect(targetGroupKind.idsNamed(tgChange(), undefined, 'Kiosks')).toStrictEqual([]);
    expect(targetGroupKind.idsNamed(tgChange({ networkId: 'N_0' }), live, 'Kiosks')).toStrictEqual([]);
    expect(
      adminRoleKind.idsNamed(roleChange(), org([], [role('R_1', 'Ops'), role('R_2', 'Ops')]), 'Ops'),
    ).toStrictEqual(['R_1', 'R_2']);
    expect(adminRoleKind.idsNamed(roleChange(), org([]), 'Ops')).toStrictEqual([]);
  });
});

describe('what each kind declares', () => {
  it('identity, order and ownership', () => {
    expect(targetGroupKind).toMatchObject({
      kind: 'targetGroup',
      shape: 'named',
      label: 'target group',
      plural: 'target groups',
      rank: 1,
      owner: 'network',
      readPart: 'networks',
      idKey: 'id',
      createMovesDevices: false,
      devicesCountedIn: 'own network',
    });
    expect(adminRoleKind).toMatchObject({
      kind: 'adminRole',
      shape: 'named',
      label: 'admin role',
      plural: 'admin roles',
      rank: 0,
      owner: 'org',
      readPart: 'adminRoles',
      idKey: 'roleId',
      createMovesDevices: false,
      devicesCountedIn: 'organization',
    });
  });

  it('an admin role has one set of planning parts, no plan warnings and no config part of its own', () => {
    const policy = { liveEcho: { targetGroupScope: 'writeOnly' } } as DesiredOrganization['policy'];
    expect(adminRoleKind.partsFor(policy)).toBe(adminRoleKind.parts);
    const desired = { id: 'O_1', policy, networks: [], source: SOURCE } as DesiredOrganization;
    expect(adminRoleKind.planWarnings(desired, [{ networkId: '', declared: [], live: [] }])).toStrictEqual(
      [],
    );
    expect('config' in adminRoleKind).toBe(false);
    expect('config' in targetGroupKind).toBe(false);
  });

  it('scopes, addresses and their descriptions', () => {
    expect(targetGroupKind.scopeOf('O_1', 'N_1')).toBe('network/N_1/targetGroup');
    expect(targetGroupKind.address('O_1', 'N_1', 'Kiosks')).toBe('network/N_1/targetGroup/Kiosks');
    expect(targetGroupKind.describeScope('O_1', 'N_1')).toBe('the target groups of network N_1');
    expect(adminRoleKind.scopeOf('O_1', 'N_1')).toBe('org/O_1/adminRole');
    expect(adminRoleKind.address('O_1', 'N_1', 'Ops')).toBe('org/O_1/adminRole/Ops');
    expect(adminRoleKind.describeScope('O_1', 'N_1')).toBe('the admin roles of organization O_1');
  });

  it('the list reads: target groups per network unpaged, admin roles per organization in pages of 1000', () => {
    expect(targetGroupKind.listRead.operationId).toBe(Operation.readTargetGroups);
    expect(targetGroupKind.listRead.paginate).toBe(false);
    expect(targetGroupKind.listRead.params('O_1', 'N_1')).toStrictEqual({ networkId: 'N_1' });
    expect(adminRoleKind.listRead.operationId).toBe(Operation.readAdminRoles);
    expect(adminRoleKind.listRead.paginate).toBe(true);
    expect(adminRoleKind.listRead.params('O_1', 'N_1')).toStrictEqual({
      organizationId: 'O_1',
      perPage: 1000,
    });
  });

  it('live objects and whether they were read', () => {
    const groups = [group('TG_1', 'Kiosks')];
    expect(targetGroupKind.liveObjects(org(groups), 'N_1')).toBe(groups);
    expect(targetGroupKind.liveObjects(org(groups), 'N_0')).toBe(undefined);
    expect(targetGroupKind.liveObjects(org(groups), 'N_2')).toBe(undefined);
    expect(targetGroupKind.isRead(org(groups), 'N_1')).toBe(true);
    expect(targetGroupKind.isRead(org([]), 'N_1')).toBe(true);
    expect(targetGroupKind.isRead(org(groups), 'N_0')).toBe(false);
    const roles = [role('R_1', 'Ops')];
    expect(adminRoleKind.liveObjects(org([], roles), undefined)).toBe(roles);
    expect(adminRoleKind.isRead(org([], roles), undefined)).toBe(true);
    expect(adminRoleKind.isRead(org([]), undefined)).toBe(false);
  });

  it('reading one object and placing a list read into the organization', () => {
    expect(
      targetGroupKind.readOne({ id: 'TG_1', name: 'K', scope: 'withAll, b, a' }, tgChange()),
    ).toStrictEqual({
      id: 'TG_1',
      name: 'K',
      scope: 'withAll',
      tags: ['a', 'b'],
    });
    expect(() => targetGroupKind.readOne({ name: 'K' }, tgChange())).toThrow(/in network N_1 has no id/);
    expect(() => targetGroupKind.readOne({ name: 'K' }, without(tgChange(), 'networkId'))).toThrow(
      'target group "K" in network  has no id',
    );
    expect(() => adminRoleKind.readOne({ name: 'Ops' }, roleChange())).toThrow(
      'admin role "Ops" in organization O_1 has no roleId',
    );

    const live: LiveOrganization = { id: 'O_1', networks: [] };
    targetGroupKind.placeRead(live, 'N_5', [{ id: 'TG_1', name: 'K', scope: 'all' }], undefined);
    expect(live.networks).toStrictEqual([
      { id: 'N_5', targetGroups: [{ id: 'TG_1', name: 'K', scope: 'all', tags: [] }] },
    ]);
    adminRoleKind.placeRead(
      live,
      'N_5',
      { items: [{ roleId: 'R_1', name: 'Ops', scope: 'all_tags' }] },
      undefined,
    );
    expect(live.adminRoles).toStrictEqual([{ roleId: 'R_1', name: 'Ops', scope: 'all_tags', tags: [] }]);
    expect(() =>
      adminRoleKind.placeRead({ id: 'O_2', networks: [] }, 'N_5', [{ name: 'X' }], undefined),
    ).toThrow('admin role "X" in organization O_2 has no roleId');
  });

  it('declared scopes and objects, per network for target groups, per organization for admin roles', () => {
    const policy = {} as DesiredOrganization['policy'];
    const tg = (name: string, protect = false) => ({
      name,
      scope: 'all' as const,
      tags: [],
      protected: protect,
      source: SOURCE,
    });
    const desired: DesiredOrganization = {
      id: 'O_1',
      policy,
      networks: [
        { id: 'N_1', policy, source: SOURCE, targetGroups: [tg('K')] },
        { id: 'N_2', policy, source: SOURCE },
        { id: 'N_3', policy, source: SOURCE, targetGroups: [] },
      ],
      source: SOURCE,
    };
    expect(targetGroupKind.declaredScopes(desired)).toStrictEqual([
      { networkId: 'N_1', objects: [tg('K')] },
      { networkId: 'N_3', objects: [] },
    ]);
    expect(adminRoleKind.declaredScopes(desired)).toStrictEqual([]);
    expect(targetGroupKind.declaredObjects(desired, 'N_1')).toStrictEqual([tg('K')]);
    expect(targetGroupKind.declaredObjects(desired, 'N_2')).toBe(undefined);
    expect(targetGroupKind.declaredObjects(desired, 'N_9')).toBe(undefined);
    const roles = [{ name: 'Ops', scope: 'some' as const, tags: ['a'], protected: false, source: SOURCE }];
    const withRoles = { ...desired, adminRoles: roles };
    expect(adminRoleKind.declaredScopes(withRoles)).toStrictEqual([{ networkId: '', objects: roles }]);
    expect(adminRoleKind.declaredObjects(withRoles, '')).toBe(roles);
    expect(adminRoleKind.declaredObjects(desired, '')).toBe(undefined);
  });

  it("a restore declares the backup's objects, pinned where still live, protected where the config protects", () => {
    const policy = {} as DesiredOrganization['policy'];
    const into = (): DesiredOrganization => ({
      id: 'O_1',
      policy,
      networks: [{ id: 'N_1', policy, source: SOURCE }],
      source: SOURCE,
    });
    const declared: DesiredOrganization = {
      ...into(),
      networks: [
        {
          id: 'N_1',
          policy,
          source: SOURCE,
          targetGroups: [
            { name: 'K', scope: 'all', tags: [], protected: true, source: SOURCE },
            { name: 'L', scope: 'all', tags: [], protected: false, source: SOURCE },
          ],
        },
      ],
      adminRoles: [{ name: 'Ops', scope: 'some', tags: [], protected: true, source: SOURCE }],
    };
    const saved = org(
      [group('TG_1', 'K'), group('TG_2', 'L', 'all', [])],
      [role('R_1', 'Ops'), role('R_2', 'Help')],
    );
    const now = org([group('TG_1', 'Renamed')], [role('R_2', 'Help')]);
    const restored = into();
    targetGroupKind.restoreScope(restored, { networkId: 'N_1', saved, now, declared, source: SOURCE });
    adminRoleKind.restoreScope(restored, { networkId: '', saved, now, declared, source: SOURCE });
    expect(restored.networks[0]?.targetGroups).toStrictEqual([
      { name: 'K', id: 'TG_1', scope: 'withAny', tags: ['a'], protected: true, source: SOURCE },
      { name: 'L', scope: 'all', tags: [], protected: false, source: SOURCE },
    ]);
    expect(restored.adminRoles).toStrictEqual([
      { name: 'Ops', scope: 'some', tags: ['a'], protected: true, source: SOURCE },
      { name: 'Help', roleId: 'R_2', scope: 'some', tags: ['a'], protected: false, source: SOURCE },
    ]);
    // Nothing live now and no config: nothing pinned, nothing protected; no backup: nothing declared.
    const bare = into();
    targetGroupKind.restoreScope(bare, {
      networkId: 'N_1',
      saved,
      now: undefined,
      declared: undefined,
      source: SOURCE,
    });
    expect(bare.networks[0]?.targetGroups).toStrictEqual([
      { name: 'K', scope: 'withAny', tags: ['a'], protected: false, source: SOURCE },
      { name: 'L', scope: 'all', tags: [], protected: false, source: SOURCE },
    ]);
    const none = into();
    targetGroupKind.restoreScope(none, { networkId: 'N_1', saved: undefined, now, declared, source: SOURCE });
    adminRoleKind.restoreScope(none, { networkId: '', saved: org(undefined), now, declared, source: SOURCE });
    expect(none.networks[0]?.targetGroups).toStrictEqual([]);
    expect(none.adminRoles).toStrictEqual([]);
    // A network the restore does not list is left alone.
    const other = into();
    targetGroupKind.restoreScope(other, { networkId: 'N_2', saved, now, declared, source: SOURCE });
    expect(other).toStrictEqual(into());
  });

  it("copies one scope's read from one live organization into another", () => {
    const groups = [group('TG_1', 'K')];
    const roles = [role('R_1', 'Ops')];
    const from = org(groups, roles);
    const into: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_1', devices: [] }] };
    expect(targetGroupKind.copyRead(from, into, 'N_0')).toBe(false);
    expect(targetGroupKind.copyRead(from, into, 'N_9')).toBe(false);
    const two: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_0' }, { id: 'N_1' }] };
    expect(targetGroupKind.copyRead(from, two, 'N_1')).toBe(true);
    expect(two.networks).toStrictEqual([{ id: 'N_0' }, { id: 'N_1', targetGroups: groups }]);
    expect(targetGroupKind.copyRead(from, into, 'N_1')).toBe(true);
    expect(into.networks).toStrictEqual([{ id: 'N_1', devices: [], targetGroups: groups }]);
    const fresh: LiveOrganization = { id: 'O_1', networks: [] };
    expect(targetGroupKind.copyRead(from, fresh, 'N_1')).toBe(true);
    expect(fresh.networks).toStrictEqual([{ id: 'N_1', targetGroups: groups }]);
    expect(adminRoleKind.copyRead(org(groups), fresh, '')).toBe(false);
    expect(fresh.adminRoles).toBe(undefined);
    expect(adminRoleKind.copyRead(from, fresh, '')).toBe(true);
    expect(fresh.adminRoles).toBe(roles);
  });

  it('the networks whose devices a change can move', () => {
    const desiredOrg = (
      id: string,
      networks: string[],
      sentryNetworks: string[] = [],
    ): DesiredOrganization => ({
      id,
      policy: {} as DesiredOrganization['policy'],
      networks: networks.map((network) => ({
        id: network,
        policy: {} as DesiredOrganization['policy'],
        source: SOURCE,
      })),
      sentryPolicies: sentryNetworks.map((network) => ({
        networkId: 'N_1',
        policies: [
          { smNetworkId: network, groupPolicyId: '1', scope: 'all' as const, tags: [], source: SOURCE },
        ],
        protected: false,
        source: SOURCE,
      })),
      source: SOURCE,
    });
    const desired: DesiredState = {
      organizations: [desiredOrg('O_0', ['N_9']), desiredOrg('O_1', ['N_3', 'N_1'], ['N_7', 'N_1'])],
      files: [],
      digest: '',
    };
    expect(targetGroupKind.scopeNetworks(tgChange(), desired)).toStrictEqual(['N_1']);
    expect(targetGroupKind.scopeNetworks(without(tgChange(), 'networkId'), desired)).toStrictEqual([]);
    expect(adminRoleKind.scopeNetworks(roleChange(), desired)).toStrictEqual(['N_1', 'N_3', 'N_7']);
    expect(adminRoleKind.scopeNetworks(roleChange({ orgId: 'O_5' }), desired)).toStrictEqual([]);
  });

  it('export entries: the id only when pinned, tags only where they count', () => {
    expect(targetGroupKind.exportEntry(group('TG_1', 'K', 'withAny', ['b', 'a']), true)).toStrictEqual({
      name: 'K',
      id: 'TG_1',
      scope: 'withAny',
      tags: ['a', 'b'],
    });
    expect(targetGroupKind.exportEntry(group('TG_1', 'K', 'all', ['stale']), false)).toStrictEqual({
      name: 'K',
      scope: 'all',
    });
    expect(adminRoleKind.exportEntry(role('R_1', 'Ops'), true)).toStrictEqual({
      name: 'Ops',
      roleId: 'R_1',
      scope: 'some',
      tags: ['a'],
    });
    expect(
      adminRoleKind.exportEntry({ roleId: 'R_1', name: 'Ops', scope: 'all_tags', tags: [] }, false),
    ).toStrictEqual({
      name: 'Ops',
      scope: 'all_tags',
      tags: [],
    });
  });

  it('restore declarations carry the backup object, pinned when asked, with protection and source', () => {
    const how = { pinned: true, protected: true, source: SOURCE };
    expect(targetGroupKind.restoreDeclaration(group('TG_1', 'K', 'all', ['x']), how)).toStrictEqual({
      name: 'K',
      id: 'TG_1',
      scope: 'all',
      tags: ['x'],
      protected: true,
      source: SOURCE,
    });
    expect(
      targetGroupKind.restoreDeclaration(group('TG_1', 'K'), { ...how, pinned: false, protected: false }),
    ).toStrictEqual({ name: 'K', scope: 'withAny', tags: ['a'], protected: false, source: SOURCE });
    expect(adminRoleKind.restoreDeclaration(role('R_1', 'Ops'), how)).toStrictEqual({
      name: 'Ops',
      roleId: 'R_1',
      scope: 'some',
      tags: ['a'],
      protected: true,
      source: SOURCE,
    });
    expect(
      adminRoleKind.restoreDeclaration(role('R_1', 'Ops'), { ...how, pinned: false, protected: false }),
    ).toStrictEqual({ name: 'Ops', scope: 'some', tags: ['a'], protected: false, source: SOURCE });
  });
});
