import type { Seed, SeedNetwork, SeedOrganization } from '../src/emulator/index.js';
import type { Edit, Scenario } from './scenario.js';

/** A request the naive baseline sends; paged reads follow `Link: rel=next` at the default perPage. */
export interface NaiveRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

/** What a scenario's config asks for, beyond the live state: the desired seed and the work it implies. */
export interface ScenarioWork {
  /** The live seed with the edits made: exported, it is the config. */
  desired: Seed;
  /** The writes an apply must make, in the naive baseline's form. */
  writes: NaiveRequest[];
  /** Networks whose devices the changes need (organization id, network id), each once. */
  deviceNetworks: { orgId: string; networkId: string }[];
  /** Networks whose sentry list changes: plan reads their group policies (issue 30), each once. */
  groupPolicyNetworks: string[];
}

const NEW_TAG = 'bench';
const clone = <T>(value: T): T => structuredClone(value);

function orgAt(seed: Seed, index: number): SeedOrganization {
  const org = seed.organizations[index - 1];
  if (org === undefined) throw new Error(`no organization ${index} in the synthetic set`);
  return org;
}

function networkAt(org: SeedOrganization, index: number): SeedNetwork {
  const network = org.networks?.[index - 1];
  if (network === undefined) throw new Error(`no network ${index} in organization ${org.id}`);
  return network;
}

/** Makes the edits on a copy of the live seed and lists the writes and device reads they imply. */
export function workOf(live: Seed, scenario: Scenario): ScenarioWork {
  const desired = clone(live);
  const writes: NaiveRequest[] = [];
  const devices = new Map<string, { orgId: string; networkId: string }>();
  const needDevices = (orgId: string, networkId: string): void => {
    devices.set(networkId, { orgId, networkId });
  };
  const sentryOrgs = new Set<SeedOrganization>();
  const groupPolicyNetworks = new Set<string>();
  for (const edit of scenario.edits) {
    const org = orgAt(desired, edit.org);
    applyEdit(org, edit, writes, needDevices, sentryOrgs);
    if (edit.kind === 'updateSentry')
      for (const index of edit.networks) groupPolicyNetworks.add(networkAt(org, index).id);
  }
  for (const org of sentryOrgs) {
    // The PUT carries the organization's whole list, each network's policies highest priority LAST.
    const items = (org.sentryPolicies ?? []).map((assignment) => ({
      networkId: assignment.networkId,
      policies: [...assignment.policies].reverse().map((p) => ({
        ...(p.policyId === undefined ? {} : { policyId: p.policyId }),
        smNetworkId: p.smNetworkId,
        groupPolicyId: p.groupPolicyId,
        scope: p.scope,
        tags: p.tags ?? [],
      })),
    }));
    writes.push({
      method: 'PUT',
      path: `/organizations/${org.id}/sm/sentry/policies/assignments`,
      body: { items },
    });
  }
  return {
    desired,
    writes,
    deviceNetworks: [...devices.values()],
    groupPolicyNetworks: [...groupPolicyNetworks],
  };
}

function applyEdit(
  org: SeedOrganization,
  edit: Edit,
  writes: NaiveRequest[],
  needDevices: (orgId: string, networkId: string) => void,
  sentryOrgs: Set<SeedOrganization>,
): void {
  switch (edit.kind) {
    case 'updateGroups':
      for (const index of edit.networks) {
        const network = networkAt(org, index);
        for (const group of (network.targetGroups ?? []).slice(0, edit.count)) {
          group.scope = 'withAny';
          group.tags = [NEW_TAG];
          writes.push({
            method: 'PUT',
            path: `/networks/${network.id}/sm/targetGroups/${group.id ?? ''}`,
            body: { scope: `withAny, ${NEW_TAG}` },
          });
        }
        needDevices(org.id, network.id);
      }
      return;
    case 'createGroups':
      for (const index of edit.networks) {
        const network = networkAt(org, index);
        for (let n = 1; n <= edit.count; n++) {
          const name = `Bench ${n}`;
          (network.targetGroups ??= []).push({ name, scope: 'withAny', tags: ['kiosk'] });
          writes.push({
            method: 'POST',
            path: `/networks/${network.id}/sm/targetGroups`,
            body: { name, scope: 'withAny, kiosk' },
          });
        }
        needDevices(org.id, network.id);
      }
      return;
    case 'updateRoles':
      for (const role of (org.adminRoles ?? []).slice(0, edit.count)) {
        role.tags = [...(role.tags ?? []), NEW_TAG];
        writes.push({
          method: 'PUT',
          path: `/organizations/${org.id}/sm/admins/roles/${role.roleId ?? ''}`,
          body: { scope: role.scope, tags: role.tags },
        });
      }
      for (const network of org.networks ?? []) needDevices(org.id, network.id);
      return;
    case 'updateSentry':
      for (const index of edit.networks) {
        const networkId = networkAt(org, index).id;
        const assignment = org.sentryPolicies?.find((a) => a.networkId === networkId);
        const policy = assignment?.policies[0];
        if (policy === undefined) throw new Error(`no sentry policy on ${networkId}`);
        policy.tags = [...(policy.tags ?? []).filter((t) => t !== NEW_TAG), NEW_TAG].sort();
        for (const p of assignment?.policies ?? []) needDevices(org.id, p.smNetworkId);
      }
      sentryOrgs.add(org);
      return;
  }
}

const pages = (items: number, perPage: number): number => Math.ceil(Math.max(1, items) / perPage);

/** The fewest calls the scenario's command can make, by the rule. */
export interface MinimumCalls {
  reads: number;
  deviceReads: number;
  writes: number;
  /**
   * An apply's reads right before writing, for other writers (issue 17): one list read of each scope
   * before its first create, and the organization's sentry list before its PUT.
   */
  preWriteReads: number;
  /** An apply's verification: one re-read of each scope it wrote (issue 4). */
  verifyReads: number;
  /**
   * The group policies of each network whose sentry list changes (`getNetworkGroupPolicies`, issue 30):
   * the ids the list writes are checked against the network's before anything is written.
   */
  groupPolicyReads: number;
  /**
   * Drift's attribution (issue 32): the key's identity once and one page of each drifted organization's
   * change log (`getOrganizationConfigurationChanges`, up to 5,000 entries a page; the seeds hold none).
   */
  attributionReads: number;
  /**
   * Plan and apply check the declared networks (issue 12): one `getOrganizationNetworks` list per
   * organization (perPage up to 100,000), read alongside the other reads.
   */
  discoveryReads: number;
  total: number;
}

/**
 * The scopes an apply's writes touch, each with the pages its re-read takes: a network's target-group
 * list (one call), an organization's roles and sentry lists (ceil(n/1000) pages, as the apply leaves them).
 */
function verificationReads(work: ScenarioWork): number {
  const scopes = new Map<string, number>();
  for (const write of work.writes) {
    const [, root = '', id = '', , kind = ''] = write.path.split('/');
    const org = work.desired.organizations.find((candidate) => candidate.id === id);
    if (root === 'networks') scopes.set(`network/${id}`, 1);
    else if (kind === 'admins') scopes.set(`org/${id}/roles`, pages((org?.adminRoles ?? []).length, 1000));
    else if (kind === 'sentry') {
      const assigned = (org?.sentryPolicies ?? []).filter((a) => a.policies.length > 0).length;
      scopes.set(`org/${id}/sentry`, pages(assigned, 1000));
    } else throw new Error(`no scope known for the write ${write.method} ${write.path}`);
  }
  return [...scopes.values()].reduce((sum, calls) => sum + calls, 0);
}

/**
 * The reads an apply makes right before its writes (issue 17): a network's target-group list before its
 * first create (one call), an organization's roles before its first role create and its sentry list
 * before the sentry PUT (ceil(n/1000) pages of the list as it is before the apply).
 */
function preWriteReads(live: Seed, work: ScenarioWork): number {
  const scopes = new Map<string, number>();
  for (const write of work.writes) {
    const [, root = '', id = '', , kind = ''] = write.path.split('/');
    const org = live.organizations.find((candidate) => candidate.id === id);
    if (root === 'networks' && write.method === 'POST') scopes.set(`network/${id}`, 1);
    else if (kind === 'admins' && write.method === 'POST') {
      scopes.set(`org/${id}/roles`, pages((org?.adminRoles ?? []).length, 1000));
    } else if (kind === 'sentry') {
      const assigned = (org?.sentryPolicies ?? []).filter((a) => a.policies.length > 0).length;
      scopes.set(`org/${id}/sentry`, pages(assigned, 1000));
    }
  }
  return [...scopes.values()].reduce((sum, calls) => sum + calls, 0);
}

/**
 * One target-group list per network, ceil(n/1000) pages per paged list (roles; sentry, paged over
 * networks), device reads only where a change needs them, and for an apply the writes (one sentry PUT per
 * organization), the reads right before writing that issue 17 requires (other writers: a name taken
 * since the plan is adopted, another writer's sentry edit is carried) and one verification re-read per
 * touched scope. Issue 4 requires that re-read ("Writes are verified: from the write responses, and by
 * one re-read per touched scope at the end"), so both are part of the fewest calls an apply can make,
 * not overhead.
 */
export function minimumCalls(live: Seed, scenario: Scenario, work: ScenarioWork): MinimumCalls {
  let reads = 0;
  for (const index of scenario.orgs) {
    const org = orgAt(live, index);
    reads += (org.networks ?? []).length;
    reads += pages((org.adminRoles ?? []).length, 1000);
    reads += pages((org.sentryPolicies ?? []).filter((a) => a.policies.length > 0).length, 1000);
  }
  const perNetwork = pages(scenario.synthetic.devices, 1000);
  const deviceReads = scenario.command === 'drift' ? 0 : work.deviceNetworks.length * perNetwork;
  const writes = scenario.command === 'apply' ? work.writes.length : 0;
  const preWrite = scenario.command === 'apply' ? preWriteReads(live, work) : 0;
  const verifyReads = scenario.command === 'apply' ? verificationReads(work) : 0;
  const groupPolicyReads = work.groupPolicyNetworks.length;
  const discoveryReads =
    scenario.command === 'drift'
      ? 0
      : scenario.orgs.reduce(
          (sum, index) => sum + pages((orgAt(live, index).networks ?? []).length, 100_000),
          0,
        );
  const driftedOrgs = new Set(scenario.edits.map((edit) => edit.org)).size;
  const attributionReads = scenario.command === 'drift' && driftedOrgs > 0 ? 1 + driftedOrgs : 0;
  return {
    reads,
    deviceReads,
    writes,
    preWriteReads: preWrite,
    verifyReads,
    groupPolicyReads,
    discoveryReads,
    attributionReads,
    total:
      reads +
      deviceReads +
      writes +
      preWrite +
      verifyReads +
      groupPolicyReads +
      discoveryReads +
      attributionReads,
  };
}

/** The naive baseline's requests: the same reads, one after another, at the default perPage; then the writes. */
export function naiveRequests(live: Seed, scenario: Scenario, work: ScenarioWork): NaiveRequest[] {
  const requests: NaiveRequest[] = [];
  for (const index of scenario.orgs) {
    const org = orgAt(live, index);
    requests.push({ method: 'GET', path: `/organizations/${org.id}/sm/admins/roles` });
    requests.push({
      method: 'GET',
      path: `/organizations/${org.id}/sm/sentry/policies/assignments/byNetwork`,
    });
    for (const network of org.networks ?? []) {
      requests.push({ method: 'GET', path: `/networks/${network.id}/sm/targetGroups` });
    }
  }
  if (scenario.command !== 'drift') {
    for (const { networkId } of work.deviceNetworks) {
      requests.push({ method: 'GET', path: `/networks/${networkId}/sm/devices` });
    }
  }
  if (scenario.command === 'apply') requests.push(...work.writes);
  return requests;
}
