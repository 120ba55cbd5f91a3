import { describe, expect, it, onTestFinished } from 'vitest';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

/*
 * Behaviours no source settles (issue 12): the emulator reproduces each reading with a switch. With the
 * switch on and smform's setting off, the first apply names the field, the object, what was sent and what
 * came back, the explanation and the setting (exit 1); with both on, apply then plan is empty.
 */

const seed: Seed = {
  organizations: [
    { id: '7001', networks: [{ id: 'N_1', productTypes: ['systemsManager'] }, { id: 'N_SM' }] },
  ],
};

function config(liveEcho: string | undefined): string {
  return `organizations:
  - id: "7001"
${liveEcho === undefined ? '' : `    policy: { liveEcho: ${liveEcho} }\n`}    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_SM, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_SM, groupPolicyId: "102", scope: all }
          - { smNetwork: N_SM, groupPolicyId: "103", scope: withoutAny, tags: [corp] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk, lobby] }
          - { name: Everyone, scope: all }
`;
}

async function setup(options: EmulatorOptions, liveEcho?: string) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0, ...options });
  const cwd = await workdir((cleanup) => onTestFinished(cleanup), { 'smform.yaml': config(liveEcho) });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return (argv: string[]) => smform(argv, { cwd, env });
}

describe('apply diagnoses what the Dashboard does not echo, and the setting adapts to it', () => {
  it('target-group scope not echoed: names the field, object, sent and received values, and writeOnly', async () => {
    const run = await setup({ targetGroupEcho: 'none' });
    const applied = await run(['apply', '--auto-approve', '--no-backup']);
    expect(applied.code).toBe(1);
    const output = applied.stdout + applied.stderr;
    expect(output).toContain('target group "Kiosks"');
    expect(output).toContain(
      'scope was written as "withAny, kiosk, lobby" but came back as scope none with tags []',
    );
    expect(output).toContain('the Dashboard does not echo target-group scope');
    expect(output).toContain('`policy: { liveEcho: { targetGroupScope: writeOnly } }` on organization 7001');
    expect(output).not.toContain('test-key');
  });

  it('target-group scope not echoed, with targetGroupScope: writeOnly: apply, then plan is empty', async () => {
    const run = await setup({ targetGroupEcho: 'none' }, '{ targetGroupScope: writeOnly }');
    const applied = await run(['apply', '--auto-approve', '--no-backup']);
    expect(applied.stderr).not.toContain('Error');
    expect(applied.code).toBe(0);
    const planned = await run(['plan', '--detailed-exitcode']);
    expect(planned.code).toBe(0);
    expect(planned.stdout + planned.stderr).toContain(
      'scope and tags of its target groups (1 network) are written but not compared',
    );
  });

  it('target-group tags not echoed: names the tags and keywordOnly; with it, apply then plan is empty', async () => {
    const off = await setup({ targetGroupEcho: 'keyword' });
    const first = await off(['apply', '--auto-approve', '--no-backup']);
    expect(first.code).toBe(1);
    expect(first.stdout + first.stderr).toContain(
      'tags were written as [kiosk, lobby] (scope "withAny, kiosk, lobby") but came back as scope withAny with tags []; the Dashboard does not echo target-group tags',
    );
    expect(first.stdout + first.stderr).toContain('targetGroupScope: keywordOnly');
    const on = await setup({ targetGroupEcho: 'keyword' }, '{ targetGroupScope: keywordOnly }');
    expect((await on(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    expect((await on(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('the full scope string as the answer needs no setting: the reader splits it', async () => {
    const run = await setup({ targetGroupEcho: 'string' });
    expect((await run(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('sentry priority "1" the lowest: names the reversed order and both causes, never which to flip', async () => {
    const run = await setup({ sentryPriority: 'lowest-first' });
    const applied = await run(['apply', '--auto-approve', '--no-backup']);
    expect(applied.code).toBe(1);
    const output = applied.stdout + applied.stderr;
    expect(output).toContain(
      'sentry policies of network N_1 in organization 7001: the order was written (highest priority first) as [N_SM/101, N_SM/102, N_SM/103] but reads back as [N_SM/103, N_SM/102, N_SM/101], reversed.',
    );
    // The same observation arises when writing is reversed: both causes and the doctor that tells them apart.
    expect(output).toContain('(sentryPriorityOne: highest) or the Dashboard takes a written list');
    expect(output).toContain('run `smform doctor --sentry-order N_1`');
    expect(output).not.toContain('sentryPriorityOne: lowest');
  });

  it('sentry priority "1" the lowest, with sentryPriorityOne: lowest: apply, then plan is empty', async () => {
    const run = await setup({ sentryPriority: 'lowest-first' }, '{ sentryPriorityOne: lowest }');
    expect((await run(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('a saved plan carries the setting: apply PLANFILE reads back as the plan did', async () => {
    const run = await setup({ sentryPriority: 'lowest-first' }, '{ sentryPriorityOne: lowest }');
    expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);
    expect((await run(['apply', 'plan.json', '--no-backup'])).code).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('the sentry list as one envelope instead of an array of them needs no setting', async () => {
    const run = await setup({ sentryEnvelope: 'object' });
    expect((await run(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('refuses liveEcho on a network policy with its place (exit 3)', async () => {
    const cwd = await workdir((cleanup) => onTestFinished(cleanup), {
      'smform.yaml': `organizations:
  - id: "7001"
    networks:
      - id: N_1
        policy:
          liveEcho: { targetGroupScope: writeOnly }
        targetGroups: []
`,
    });
    const run = await smform(['validate'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toContain('smform.yaml:6:');
    expect(run.stdout + run.stderr).toContain('only an organization');
  });
});
