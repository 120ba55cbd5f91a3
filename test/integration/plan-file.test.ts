import { describe, expect, it } from 'vitest';
import { compareWithFreshPlan } from '../../src/applier/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { SmformError } from '../../src/model/errors.js';
import { checkPlanIntegrity, parsePlanFile } from '../../src/plan-file/index.js';
import { readLive } from '../../src/live/index.js';
import type { Plan } from '../../src/model/plan.js';
import { renderPlanJson } from '../../src/report/index.js';
import { activeChanges, startHarness } from './harness.js';
import { sentrySeed } from './sentry-seed.js';

const seed: Seed = {
  organizations: [
    {
      id: '5001',
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all', tags: [] }] }],
    },
  ],
};

const config = `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

function refusal(run: () => unknown): SmformError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SmformError);
    return error as SmformError;
  }
  throw new Error('expected a refusal');
}

describe('saved plans', () => {
  it('round-trips through JSON: the applied file is exactly what was saved, and applies', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    const saved = renderPlanJson(await h.plan(desired));
    const read = parsePlanFile(saved, 'plan.json');
    expect(() => checkPlanIntegrity(read, { configDigest: desired.digest })).not.toThrow();
    expect((await h.apply(read)).ok).toBe(true);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });

  it('refuses an altered plan (exit 5), whatever was edited', async () => {
    const h = await startHarness(seed);
    const saved = JSON.parse(renderPlanJson(await h.plan(h.desired(config)))) as {
      changes: { after: { tags: string[] } | null }[];
    };
    const target = saved.changes.find((c) => c.after !== null);
    target?.after?.tags.push('everything');
    const read = parsePlanFile(JSON.stringify(saved), 'plan.json');
    const error = refusal(() => checkPlanIntegrity(read));
    expect(error.exitCode).toBe(5);
    expect(error.message).toContain('altered');
  });

  it('refuses a plan for another configuration, an unknown major format, and non-plans (exit 5)', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    const text = renderPlanJson(await h.plan(desired));
    const read = parsePlanFile(text, 'plan.json');
    const other = h.desired(config.replace('[laptop]', '[laptop, mac]'));
    expect(refusal(() => checkPlanIntegrity(read, { configDigest: other.digest })).exitCode).toBe(5);

    const future = text.replace('"formatVersion": "1.1"', '"formatVersion": "2.0"');
    const versionError = refusal(() => parsePlanFile(future, 'plan.json'));
    expect(versionError.exitCode).toBe(5);
    expect(versionError.message).toBe(
      'plan.json has plan format version 2.0; this smform reads format 1.x only',
    );
    // A newer minor version is read (unknown fields are ignored).
    expect(() =>
      parsePlanFile(text.replace('"formatVersion": "1.1"', '"formatVersion": "1.7"'), 'p.json'),
    ).not.toThrow();

    expect(refusal(() => parsePlanFile('{"changes": [', 'plan.json')).exitCode).toBe(5);
    expect(refusal(() => parsePlanFile('[1, 2]', 'plan.json')).exitCode).toBe(5);
  });
});

const sentryConfig = `
organizations:
  - id: "3001"
    sentryPolicies:
      - network: N_A
        policies:
          - { smNetwork: N_S, groupPolicyId: "102", scope: all }
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
`;

describe('a saved plan against a fresh plan of its config', () => {
  it('agrees after a JSON round trip; a change outside the read scopes is a difference; a moved object is stale', async () => {
    const h = await startHarness(sentrySeed);
    const desired = h.desired(sentryConfig);
    const saved = parsePlanFile(renderPlanJson(await h.plan(desired)), 'plan.json');
    const compare = async (file: Plan) =>
      compareWithFreshPlan(file, await h.plan(desired), await readLive(h.client, desired));
    expect(await compare(saved)).toEqual({ stale: [], differences: [] });

    // A delete in a network the config does not manage (so not read): not stale, a difference.
    const group = { id: 't9', name: 'Lab', scope: 'all', tags: [] };
    const forged: Plan = {
      ...saved,
      changes: [
        ...saved.changes,
        {
          address: 'network/N_X/targetGroup/Lab',
          kind: 'targetGroup',
          action: 'delete',
          orgId: '3001',
          networkId: 'N_X',
          id: 't9',
          before: group,
          after: null,
          fieldChanges: [],
          liveFingerprint: 'sha256:0',
        },
      ],
    };
    expect(await compare(forged)).toEqual({
      stale: [],
      differences: [
        {
          address: 'network/N_X/targetGroup/Lab',
          message: 'in the saved plan (delete), not in the fresh plan',
        },
      ],
    });

    // N_A changed live: the saved update is stale (and the fresh plan differs from it only by that).
    await h.client.call(
      'updateOrganizationSmSentryPoliciesAssignments',
      {
        organizationId: '3001',
        items: [
          {
            networkId: 'N_A',
            policies: [{ smNetworkId: 'N_S', groupPolicyId: '109', scope: 'all', tags: [] }],
          },
        ],
      },
      { orgId: '3001' },
    );
    expect(await compare(saved)).toEqual({
      stale: [{ address: 'org/3001/sentry/N_A', message: 'its policy list was changed live' }],
      differences: [],
    });
  });
});
