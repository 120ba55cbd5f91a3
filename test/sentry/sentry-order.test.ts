import { describe, expect, it, onTestFinished } from 'vitest';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from '../cli/run-in-process.js';

/*
 * No guess that can invert sentry priorities (issue 30): until the organization records that an admin
 * compared `doctor --sentry-order` with the Dashboard, a plan that reorders two or more policies says
 * so on top and applying it takes --force; a write that reads back reversed stops and explains both
 * possible causes and how to tell them apart, never which setting to flip.
 */

const seed = (): Seed => ({
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          productTypes: ['systemsManager'],
          groupPolicies: [
            { groupPolicyId: '101', name: 'Guest WiFi' },
            { groupPolicyId: '102', name: 'Staff' },
          ],
        },
        { id: 'N_SM', productTypes: ['systemsManager'] },
      ],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { smNetworkId: 'N_SM', groupPolicyId: '101', scope: 'withAny', tags: ['kiosk'] },
            { smNetworkId: 'N_SM', groupPolicyId: '102', scope: 'all' },
          ],
        },
      ],
    },
  ],
});

const STAFF = '          - { smNetwork: N_SM, groupPolicy: Staff, scope: all }\n';
const GUESTS = '          - { smNetwork: N_SM, groupPolicy: Guest WiFi, scope: withAny, tags: [kiosk] }\n';

/** By default the seeded list reversed: Staff first. */
const config = (liveEcho: string | undefined, policies: string): string => `organizations:
  - id: "7001"
${liveEcho === undefined ? '' : `    policy: { liveEcho: ${liveEcho} }\n`}    sentryPolicies:
      - network: N_1
        policies:
${policies}`;

async function setup(liveEcho?: string, options: EmulatorOptions = {}, policies = STAFF + GUESTS) {
  const emulator = await startTestEmulator(seed(), { rateLimit: 0, ...options });
  const cwd = await workdir((cleanup) => onTestFinished(cleanup), {
    'smform.yaml': config(liveEcho, policies),
  });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  const puts = (): number => emulator.requestLog.filter((entry) => entry.method === 'PUT').length;
  return { run: (argv: string[]) => smform(argv, { cwd, env }), puts, emulator };
}

const NOTICE = 'SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of network N_1';

describe('the sentry order is confirmed once per organization', () => {
  it('unconfirmed: the plan says so on top (text, Markdown, JSON) and apply needs --force', async () => {
    const { run, puts } = await setup();
    const text = await run(['plan']);
    expect(text.code).toBe(4);
    expect(text.stdout.indexOf(NOTICE)).toBeGreaterThan(-1);
    // On top: before the first change.
    expect(text.stdout.indexOf(NOTICE)).toBeLessThan(text.stdout.indexOf('~ org/7001/sentry/N_1'));
    expect(text.stdout).toContain('run `smform doctor --sentry-order N_1`');
    expect(text.stderr).toContain('org/7001/sentry/N_1 reorders its sentry policies');
    const markdown = (await run(['plan', '--output', 'markdown'])).stdout;
    expect(markdown).toContain(`> [!WARNING]\n> \`${NOTICE}`);
    expect(markdown.indexOf(NOTICE)).toBeLessThan(markdown.indexOf('Refused as unsafe'));
    const json = JSON.parse((await run(['plan', '--output', 'json'])).stdout) as {
      diagnostics: { code: string }[];
    };
    expect(json.diagnostics.map((d) => d.code)).toContain('sentry-order-unconfirmed');
    const refused = await run(['apply', '--auto-approve', '--no-backup']);
    expect(refused.code).toBe(4);
    expect(puts()).toBe(0);
    const forced = await run(['apply', '--auto-approve', '--no-backup', '--force']);
    expect(forced.code).toBe(0);
    expect(puts()).toBe(1);
  });

  it('unconfirmed, a policy added below the others keeps their order: no notice, no refusal', async () => {
    const kiosks = '          - { smNetwork: N_SM, groupPolicy: Staff, scope: withAny, tags: [ipad] }\n';
    const { run } = await setup(
      undefined,
      {},
      GUESTS + STAFF.replace('all', 'withAny, tags: [mac]') + kiosks,
    );
    const planned = await run(['plan']);
    expect(planned.stdout).not.toContain('SENTRY ORDER NOT CONFIRMED');
    expect(planned.stderr).not.toContain('reorders');
    expect(planned.code).toBe(0);
  });

  it('confirmed: no notice, no refusal, and apply converges', async () => {
    const { run } = await setup('{ sentryOrderConfirmed: true }');
    const planned = await run(['plan']);
    expect(planned.stdout).not.toContain('SENTRY ORDER NOT CONFIRMED');
    expect(planned.code).toBe(0);
    expect((await run(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('doctor --sentry-order lists the policies as smform reads them, the one that wins first on top', async () => {
    const { run } = await setup();
    const doctor = await run(['doctor', '--sentry-order', 'N_1']);
    expect(doctor.stdout).toContain(
      'the sentry policies of network N_1 in organization 7001, read with sentryPriorityOne: highest, the policy that wins first at the top:\n' +
        '        1. groupPolicy "Guest WiFi" (101) on N_SM withAny [kiosk]\n' +
        '        2. groupPolicy "Staff" (102) on N_SM all\n',
    );
    expect(doctor.stdout).toContain(
      'Same order: record `policy: { liveEcho: { sentryPriorityOne: highest, sentryOrderConfirmed: true } }` on organization 7001',
    );
    // A Dashboard numbering from the other end: smform's reading is then the reverse of its sentry page.
    const lowest = await setup(undefined, { sentryPriority: 'lowest-first' });
    const reversed = await lowest.run(['doctor', '--sentry-order', 'N_1']);
    expect(reversed.stdout).toContain(
      '        1. groupPolicy "Staff" (102) on N_SM all\n        2. groupPolicy "Guest WiFi" (101) on N_SM withAny [kiosk]\n',
    );
  });

  it('a write that reads back reversed stops and names both causes and how to tell them apart', async () => {
    // Read with "1" as the highest, the seeded list looks reversed: the plan puts it back as seeded.
    const { run } = await setup(undefined, { sentryPriority: 'lowest-first' }, GUESTS + STAFF);
    const applied = await run(['apply', '--auto-approve', '--no-backup', '--force']);
    expect(applied.code).toBe(1);
    const out = applied.stdout + applied.stderr;
    expect(out).toContain('reads back as [N_SM/102, N_SM/101], reversed');
    expect(out).toContain(
      "Either smform reads this Dashboard's priorities the other way round (sentryPriorityOne: highest)",
    );
    expect(out).toContain(
      'or the Dashboard takes a written list the other way round (sentryWriteOrder: highestLast)',
    );
    expect(out).toContain('run `smform doctor --sentry-order N_1`');
    expect(out).toContain('if it shows the reverse, reading is reversed');
    expect(out).not.toContain('Adapt smform');
  });

  it("sentryWriteOrder: highestFirst writes each list in the plan's order", async () => {
    // The emulator takes the API reference's order (highest last): written highest first, it reads back reversed.
    const { run, emulator } = await setup('{ sentryOrderConfirmed: true, sentryWriteOrder: highestFirst }');
    const applied = await run(['apply', '--auto-approve', '--no-backup']);
    expect(applied.code).toBe(1);
    expect(applied.stdout + applied.stderr).toContain('(sentryWriteOrder: highestFirst)');
    const live = emulator.state().organizations[0]?.sentryPolicies?.[0]?.policies ?? [];
    expect(live.map((policy) => policy.groupPolicyId)).toStrictEqual(['101', '102']);
  });

  it('two networks reordered: one notice naming both in order, one refusal per network naming its own', async () => {
    const policies = {
      groupPolicies: [
        { groupPolicyId: '101', name: 'Guest WiFi' },
        { groupPolicyId: '102', name: 'Staff' },
      ],
    };
    const list = (networkId: string) => ({
      networkId,
      policies: [
        { smNetworkId: 'N_SM', groupPolicyId: '101', scope: 'all' as const },
        { smNetworkId: 'N_SM', groupPolicyId: '102', scope: 'all' as const },
      ],
    });
    const emulator = await startTestEmulator(
      {
        organizations: [
          {
            id: '7001',
            networks: [
              { id: 'N_1', productTypes: ['systemsManager'], ...policies },
              { id: 'N_2', productTypes: ['systemsManager'], ...policies },
              { id: 'N_SM', productTypes: ['systemsManager'] },
            ],
            sentryPolicies: [list('N_2'), list('N_1')],
          },
        ],
      },
      { rateLimit: 0 },
    );
    const reversed =
      '        policies:\n' +
      '          - { smNetwork: N_SM, groupPolicy: Staff, scope: all }\n' +
      '          - { smNetwork: N_SM, groupPolicy: Guest WiFi, scope: all }\n';
    const cwd = await workdir((cleanup) => onTestFinished(cleanup), {
      'smform.yaml': `organizations:\n  - id: "7001"\n    sentryPolicies:\n      - network: N_2\n${reversed}      - network: N_1\n${reversed}`,
    });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const how = (network: string) =>
      `run \`smform doctor --sentry-order ${network}\`, compare its list with the Dashboard's sentry policies page, and record the answer in policy.liveEcho of organization 7001 (sentryOrderConfirmed: true; docs/doctor.md); or apply with --force`;
    const json = JSON.parse((await smform(['plan', '--output', 'json'], { cwd, env })).stdout) as {
      diagnostics: unknown[];
    };
    expect(json.diagnostics).toStrictEqual([
      {
        severity: 'warning',
        code: 'sentry-order-unconfirmed',
        message:
          "SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of networks N_1, N_2 in organization 7001, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production",
        hint: how('N_1'),
        source: { file: 'smform.yaml', line: 2, column: 5 },
      },
    ]);
    const text = await smform(['plan'], { cwd, env });
    expect(text.code).toBe(4);
    expect(text.stderr).toContain(
      'Refused as unsafe (2):\n' +
        `  org/7001/sentry/N_1 reorders its sentry policies, and organization 7001 has not confirmed how its Dashboard orders sentry priority: ${how('N_1')} (pass --force to allow)\n` +
        `  org/7001/sentry/N_2 reorders its sentry policies, and organization 7001 has not confirmed how its Dashboard orders sentry priority: ${how('N_2')} (pass --force to allow)\n`,
    );
  });
});
