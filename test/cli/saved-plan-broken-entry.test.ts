import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { computePlanHash, type Change, type Plan } from '../../src/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/*
 * A saved plan is untrusted input: each target-group and role entry is read once as its kind's canonical
 * form before any write is built. An entry edited by hand (and re-hashed, applied with --trust-plan where
 * its config is not at hand) that does not read is refused naming the entry and field, with nothing
 * written (before this reading, the write builder refused it in the same words).
 */

const seed: Seed = {
  organizations: [
    {
      id: '5101',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
      ],
    },
  ],
};

const config = `organizations:
  - id: "5101"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea, apac] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`;

type Edit = (after: Record<string, unknown>) => void;

const GROUP = 'network/N_1/targetGroup/Kiosks';
const ROLE = 'org/5101/adminRole/Helpdesk';

/** Plans, edits the entry at `address` by hand, re-hashes, removes the config and applies with --trust-plan. */
async function applyEdited(onFinished: OnFinished, address: string, edit: Edit) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-broken-entry', MERAKI_BASE_URL: emulator.url };
  const planned = await smform(['plan', 'smform.yaml', '--out', 'plan.json'], { cwd, env });
  expect(planned.code, planned.stderr).toBe(0);
  const plan = JSON.parse(await readFile(join(cwd, 'plan.json'), 'utf8')) as Plan;
  const entry: Change | undefined = plan.changes.find((change) => change.address === address);
  if (entry?.after === null || entry === undefined) throw new Error(`the plan has no update of ${address}`);
  edit(entry.after);
  await writeFile(join(cwd, 'plan.json'), JSON.stringify({ ...plan, planHash: computePlanHash(plan) }));
  await rm(join(cwd, 'smform.yaml'));
  const applied = await smform(['apply', 'plan.json', '--trust-plan', '--no-backup'], { cwd, env });
  const writes = emulator.requestLog
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
  return { applied, writes };
}

const cases: [string, string, string, Edit][] = [
  ['target-group tags that are no list', GROUP, 'after.tags', (after) => (after['tags'] = 'kiosk ipad')],
  ['a target group without a name', GROUP, 'after.name', (after) => delete after['name']],
  ['a role scope the API does not know', ROLE, 'after.scope', (after) => (after['scope'] = 'withAny')],
  ['role tags that are not strings', ROLE, 'after.tags', (after) => (after['tags'] = ['emea', 7])],
];

describe('a hand-edited saved plan entry is read once, before any write', () => {
  it.for(cases)(
    '%s is refused as a broken plan (exit 1), naming the entry; nothing is written',
    { timeout: 120_000 },
    async ([, address, field, edit], { onTestFinished }) => {
      const { applied, writes } = await applyEdited(onTestFinished, address, edit);
      expect(applied.stderr).toContain(`plan entry ${address} has no valid ${field}`);
      expect(applied.stderr).toContain('make a new plan with `smform plan --out FILE`');
      expect(applied.code).toBe(1);
      expect(writes).toEqual([]);
    },
  );
});
