import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from '../cli/run-in-process.js';

/*
 * Sentry policies name their group policy by name or by id (issue 30): plan resolves names from the
 * network's getNetworkGroupPolicies, shows both, and refuses (located, before any write) a name or id the
 * network lacks, or a name two group policies share. Export writes names.
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
            { groupPolicyId: '103', name: 'Twin' },
            { groupPolicyId: '104', name: 'Twin' },
          ],
        },
        { id: 'N_SM', productTypes: ['systemsManager'] },
      ],
    },
  ],
});

const config = (policies: string): string => `organizations:
  - id: "7001"
    policy: { liveEcho: { sentryOrderConfirmed: true } }
    sentryPolicies:
      - network: N_1
        policies:
${policies}`;

async function setup(policies: string) {
  const emulator = await startTestEmulator(seed(), { rateLimit: 0 });
  const cwd = await workdir((cleanup) => onTestFinished(cleanup), { 'smform.yaml': config(policies) });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  const sentryWrites = (): number =>
    emulator.requestLog.filter((entry) => entry.method === 'PUT' && entry.path.includes('/sentry/')).length;
  return { run: (argv: string[]) => smform(argv, { cwd, env }), cwd, emulator, sentryWrites };
}

describe('sentry group policies by name and by id', () => {
  it('a name resolves to its id: plan shows both (text, Markdown, JSON), apply writes the id', async () => {
    const { run, emulator } =
      await setup(`          - { smNetwork: N_SM, groupPolicy: Guest WiFi, scope: withAny, tags: [kiosk] }
          - { smNetwork: N_SM, groupPolicyId: "102", scope: all }
`);
    const text = await run(['plan']);
    expect(text.stderr).toContain('0 errors');
    expect(text.stdout).toContain('+ 1. groupPolicy "Guest WiFi" (101) on N_SM withAny [kiosk]');
    // A list naming group policies shows every name it can: the one given by id too.
    expect(text.stdout).toContain('+ 2. groupPolicy "Staff" (102) on N_SM all');
    const markdown = await run(['plan', '--output', 'markdown']);
    expect(markdown.stdout).toContain('1. groupPolicy "Guest WiFi" (101) on N_SM withAny [kiosk]');
    const json = JSON.parse((await run(['plan', '--output', 'json'])).stdout) as {
      changes: { after: { policies: Record<string, unknown>[] } }[];
    };
    expect(json.changes[0]?.after.policies[0]).toMatchObject({
      groupPolicyId: '101',
      groupPolicy: 'Guest WiFi',
    });
    // Saved and applied as a file: the names ride in the plan, the PUT sends the ids.
    expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);
    const applied = await run(['apply', 'plan.json', '--auto-approve', '--no-backup']);
    expect(applied.code, applied.stderr).toBe(0);
    const written = emulator.state().organizations[0]?.sentryPolicies?.[0]?.policies ?? [];
    expect(written.map((policy) => policy.groupPolicyId)).toStrictEqual(['101', '102']);
    expect((await run(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('a list by id plans as before: no name in the plan, one group-policy read per changed network', async () => {
    const { run, emulator } = await setup(`          - { smNetwork: N_SM, groupPolicyId: "101", scope: all }
`);
    const json = JSON.parse((await run(['plan', '--output', 'json'])).stdout) as {
      changes: { after: { policies: Record<string, unknown>[] } }[];
    };
    expect(json.changes[0]?.after.policies[0]).not.toHaveProperty('groupPolicy');
    const reads = emulator.requestLog.filter((entry) => entry.path.endsWith('/groupPolicies'));
    expect(reads.map((entry) => entry.path)).toStrictEqual(['/api/v1/networks/N_1/groupPolicies']);
  });

  it('an unknown name, an unknown id and an ambiguous name are refused with file:line:column, before any write', async () => {
    const { run, sentryWrites } =
      await setup(`          - { smNetwork: N_SM, groupPolicy: Guest Wifi, scope: all }
          - { smNetwork: N_SM, groupPolicyId: "999", scope: all }
          - { smNetwork: N_SM, groupPolicy: Twin, scope: all }
`);
    const planned = await run(['plan']);
    expect(planned.code).toBe(3);
    const out = planned.stdout + planned.stderr;
    expect(out).toContain(
      'smform.yaml:7:13  groupPolicy "Guest Wifi" is not a group policy of network N_1 (it has "Guest WiFi" (101), "Staff" (102), "Twin" (103), "Twin" (104))',
    );
    expect(out).toContain('smform.yaml:8:13  groupPolicyId 999 is not a group policy of network N_1');
    expect(out).toContain(
      'smform.yaml:9:13  groupPolicy "Twin" names 2 group policies of network N_1 (ids 103, 104)',
    );
    // The list that could not be resolved is left out of the plan: no change is shown for it.
    expect(out).not.toContain('org/7001/sentry/N_1');
    const applied = await run(['apply', '--auto-approve', '--no-backup']);
    expect(applied.code).toBe(3);
    expect(sentryWrites()).toBe(0);
  });

  it('groupPolicy and groupPolicyId together, or neither, is a config error', async () => {
    const { run } =
      await setup(`          - { smNetwork: N_SM, groupPolicy: Staff, groupPolicyId: "102", scope: all }
          - { smNetwork: N_SM, scope: all }
`);
    const validated = await run(['validate']);
    expect(validated.code).toBe(3);
    expect(validated.stdout + validated.stderr).toContain('names its group policy twice');
    expect(validated.stdout + validated.stderr).toContain(
      'sentry policy 2 of network N_1 names no group policy',
    );
  });

  it('export writes the group policy by name, and the exported config plans empty', async () => {
    const { run, cwd } = await setup(`          - { smNetwork: N_SM, groupPolicyId: "102", scope: all }
          - { smNetwork: N_SM, groupPolicyId: "103", scope: none }
`);
    expect((await run(['apply', '--auto-approve', '--no-backup'])).code).toBe(0);
    const exported = await run(['export', '--org', '7001', '--out', 'exported']);
    expect(exported.code).toBe(0);
    const files = await readExported(join(cwd, 'exported'));
    expect(files).toContain('groupPolicy: Staff');
    // "Twin" names two group policies: the id stays, as a name could not say which.
    expect(files).toContain("groupPolicyId: '103'");
    const replanned = await run(['plan', 'exported', '--detailed-exitcode']);
    expect(replanned.stderr).toContain('0 errors');
    expect(replanned.code).toBe(0);
  });

  it('a snapshot carries the group policies; one without them is refused by name', async () => {
    const { run, cwd } = await setup(`          - { smNetwork: N_SM, groupPolicy: Staff, scope: all }
`);
    expect((await run(['snapshot', '--out', 'live.json'])).code).toBe(0);
    const offline = await run(['plan', '--live-from', 'live.json']);
    expect(offline.stdout).toContain('groupPolicy "Staff" (102) on N_SM all');
    const snapshot = JSON.parse(await readFile(join(cwd, 'live.json'), 'utf8')) as {
      live: { organizations: Record<string, unknown>[] };
    };
    for (const org of snapshot.live.organizations) delete org['groupPolicies'];
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(cwd, 'old.json'), JSON.stringify(snapshot));
    const refused = await run(['plan', '--live-from', 'old.json']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('old.json holds no group policies of network N_1');
  });
});

async function readExported(dir: string): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'utf8')),
  );
  return texts.join('\n');
}
