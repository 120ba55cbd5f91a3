import { expect } from 'vitest';
import { apply, type ApplyOptions, type ApplyResult } from '../../src/applier/index.js';
import { createClient, type DashboardClient } from '../../src/client/index.js';
import { parseConfigText } from '../../src/config/index.js';
import type { EmulatorOptions, RunningEmulator, Seed } from '../../src/emulator/index.js';
import { readLive } from '../../src/live/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import type { Plan, Refusal } from '../../src/model/plan.js';
import { checkSafety, planChanges } from '../../src/planner/index.js';
import type { PlanOptions } from '../../src/planner/options.js';
import { startTestEmulator } from '../helpers/emulator.js';

/** An emulator and a client to it, fast: no rate limit, millisecond backoff. */
export interface Harness {
  emulator: RunningEmulator;
  client: DashboardClient;
  /** Parses config YAML; fails the test on config errors. */
  desired(yaml: string): DesiredState;
  /** Reads live state the config declares and plans it. */
  plan(desired: DesiredState, options?: { allowDelete?: boolean; force?: boolean }): Promise<Plan>;
  refusals(
    plan: Plan,
    desired: DesiredState,
    options?: { allowDelete?: boolean; force?: boolean },
  ): Refusal[];
  apply(plan: Plan, options?: Omit<ApplyOptions, 'client'>): Promise<ApplyResult>;
  /** Request log entries after `mark()`, as `METHOD path`. */
  writesSince(mark: number): string[];
}

export async function startHarness(seed: Seed, options: EmulatorOptions = {}): Promise<Harness> {
  const emulator = await startTestEmulator(seed, { rateLimit: 0, ...options });
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: emulator.url,
    policy: {
      perOrgRate: 10_000,
      perOrgBurst: 10_000,
      globalRate: 10_000,
      globalBurst: 10_000,
      backoffBaseMs: 1,
      backoffCapMs: 2,
      maxAttempts: 2,
    },
  });
  return {
    emulator,
    client,
    desired(yaml) {
      const result = parseConfigText(yaml, 'config.yaml');
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      if (result.state === undefined) throw new Error('config did not load');
      return result.state;
    },
    async plan(desired, flags = {}) {
      const live = await readLive(client, desired);
      return planChanges(desired, live, {
        toolVersion: '0.0.0-test',
        now: '2026-01-01T00:00:00.000Z',
        ...flags,
      });
    },
    refusals(made, desired, flags = {}) {
      return checkSafety(made, desired, flags);
    },
    apply(made, flags = {}) {
      return apply(made, { client, ...flags });
    },
    writesSince(mark) {
      return emulator.requestLog
        .slice(mark)
        .filter((entry) => entry.method !== 'GET')
        .map((entry) => `${entry.method} ${entry.path.replace(/^\/api\/v1/, '')}`);
    },
  };
}

/** The plan's changes that write, as `action address`. */
export function activeChanges(made: Plan): string[] {
  return made.changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address}`);
}

/**
 * Plans `yaml` against the emulator as it is now; returns the plan, the live state it was made from (what
 * `apply` takes as `planLive`) and the desired state.
 */
export async function planWithLive(
  h: Harness,
  yaml: string,
  options: Partial<PlanOptions> = {},
): Promise<{ made: Plan; live: LiveState; desired: DesiredState }> {
  const desired = h.desired(yaml);
  const live = await readLive(h.client, desired);
  const made = planChanges(desired, live, {
    toolVersion: '0.0.0-test',
    now: '2026-01-01T00:00:00.000Z',
    ...options,
  });
  return { made, live, desired };
}

/** The write of an apply that covers `address` (a sentry PUT covers every network it changes). */
export function writeOf(result: ApplyResult, address: string): ApplyResult['writes'][number] | undefined {
  return result.writes.find((write) => write.addresses.includes(address));
}

/**
 * Another writer replaces sentry lists of organization 5001 between plan and apply: each network's list
 * becomes the given group policies, in order, scope `all`, on the network itself.
 */
export async function otherWriterSetsSentry(h: Harness, lists: Record<string, string[]>): Promise<void> {
  const items = Object.entries(lists).map(([networkId, groupPolicyIds]) => ({
    networkId,
    policies: groupPolicyIds.map((groupPolicyId) => ({
      smNetworkId: networkId,
      groupPolicyId,
      scope: 'all',
      tags: [],
    })),
  }));
  await h.client.call(
    'updateOrganizationSmSentryPoliciesAssignments',
    { organizationId: '5001', items },
    { orgId: '5001' },
  );
}
