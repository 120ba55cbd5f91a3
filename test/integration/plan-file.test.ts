import { describe, expect, it } from 'vitest';
import { checkPlanIntegrity, parsePlanFile } from '../../src/applier/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { SmformError } from '../../src/model/errors.js';
import { computePlanHash } from '../../src/planner/index.js';
import { renderPlanJson } from '../../src/report/index.js';
import { activeChanges, startHarness } from './harness.js';

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
    expect(() =>
      checkPlanIntegrity(read, computePlanHash(read), { configDigest: desired.digest }),
    ).not.toThrow();
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
    const error = refusal(() => checkPlanIntegrity(read, computePlanHash(read)));
    expect(error.exitCode).toBe(5);
    expect(error.message).toContain('altered');
  });

  it('refuses a plan for another configuration, an unknown major format, and non-plans (exit 5)', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    const text = renderPlanJson(await h.plan(desired));
    const read = parsePlanFile(text, 'plan.json');
    const other = h.desired(config.replace('[laptop]', '[laptop, mac]'));
    expect(
      refusal(() => checkPlanIntegrity(read, computePlanHash(read), { configDigest: other.digest })).exitCode,
    ).toBe(5);

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
