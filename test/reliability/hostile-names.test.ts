import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { smform, workdir, type Run } from '../cli/run-in-process.js';
import { startFaultProxy } from '../faults/helpers/fault-proxy.js';
import { HOSTILE, NAMES, ORGS_SEED, RAW } from './hostile-probes.js';

const ORG = '7001';

/** Every hostile name as a live target group, role and device; one declared group and role each. */
const SEED: Seed = {
  organizations: [
    {
      id: ORG,
      name: 'Hostile',
      adminRoles: NAMES.map((name, i) => ({ roleId: `r${i}`, name, scope: 'some', tags: [name] })),
      networks: [
        {
          id: 'N_1',
          name: 'Fleet',
          devices: NAMES.map((name, i) => ({
            id: `d${i}`,
            name,
            serial: `Q234-ABCD-${String(i).padStart(4, '0')}`,
            tags: ['good'],
          })),
          targetGroups: NAMES.map((name, i) => ({
            id: `t${i}`,
            name,
            scope: 'withAny',
            tags: [`t${i}`, name],
          })),
        },
      ],
    },
  ],
};

/** prune on: every hostile object is planned for deletion; `Good` is created. */
const CONFIG = `organizations:
  - id: "${ORG}"
    policy: { prune: true, maxChangePercent: 100 }
    adminRoles:
      - { name: Good, scope: some, tags: [good] }
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Good, scope: withAny, tags: [good] }
`;

function expectNoRawControls(label: string, run: Run): void {
  for (const [stream, text] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
  ] as const) {
    const found = RAW.exec(text);
    expect(
      found,
      `${label} ${stream} has a raw U+${found?.[0].codePointAt(0)?.toString(16) ?? ''} near ${JSON.stringify(text.slice(Math.max(0, (found?.index ?? 0) - 40), (found?.index ?? 0) + 40))}`,
    ).toBeNull();
  }
}

/** No line of text output is a forged outcome: "No changes." appears only as the real last line. */
function expectNoForgedLines(label: string, run: Run): void {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n');
  expect(
    lines.filter((line) => line.trim() === 'No changes.' || line.startsWith('Evil overwrite')),
    label,
  ).toEqual([]);
  expect(run.stdout + run.stderr, label).toContain('x\\n\\nNo changes.');
  expect(run.stdout + run.stderr, label).toContain('\\u001b]0;pwned\\u0007');
}

/** The document with fenced blocks and code spans taken out: what GitHub renders as Markdown and HTML. */
function outsideCode(markdown: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opening = /^(`{3,})/.exec(line)?.[1];
    if (fence === undefined && opening !== undefined) fence = opening;
    else if (fence !== undefined && line.trim() === fence) fence = undefined;
    else if (fence === undefined) kept.push(line.replace(/(`+)(?:(?!\1)[^`]|`(?!\1))*?(?<!`)\1(?!`)/g, ''));
  }
  expect(fence, 'every fence is closed').toBeUndefined();
  return kept.join('\n');
}

function expectIntactMarkdown(label: string, markdown: string, marker: string): void {
  expect(markdown.split(marker).length - 1, `${label}: exactly one ${marker}`).toBe(1);
  expect(markdown.startsWith(`${marker}\n`), label).toBe(true);
  const fences = markdown.split('\n').filter((line) => /^`{3,}/.test(line));
  expect(fences.length % 2, `${label}: fences come in pairs`).toBe(0);
  const prose = outsideCode(markdown);
  const opened = prose.match(/<details[ >]/g)?.length ?? 0;
  expect(prose.match(/<\/details>/g)?.length ?? 0, `${label}: <details> balanced`).toBe(opened);
  expect(prose, label).not.toMatch(/@octocat|<h1>|!\[img\]|\]\(https:\/\/evil/);
  expect(
    prose
      .split('\n')
      .filter((line) => /^#/.test(line) && !/^#{2,3} (smform|Changes|Who changed it$)/.test(line)),
    `${label}: no heading but ours`,
  ).toEqual([]);
  for (const line of prose.split('\n')) expect(line.length, label).toBeLessThan(3_000);
}

describe('hostile names from the Dashboard', () => {
  it('plan, drift, apply, restore and scope escape them in text, keep JSON exact and Markdown intact', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
    const run = async (argv: string[]): Promise<Run> => {
      const result = await smform(['--base-url', emulator.url, ...argv], { cwd, env });
      expectNoRawControls(argv.join(' '), result);
      return result;
    };

    // Text.
    const planText = await run(['plan', 'smform.yaml', '--allow-delete']);
    expect(planText.code, planText.stderr).toBe(0);
    expectNoForgedLines('plan', planText);
    expect(planText.stdout).toContain('- network/N_1/targetGroup/invoice\\u202efdp.exe  (DELETE');
    expect(planText.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Plan: 2 to create, 0 to update, 38 to delete.',
    );
    const refused = await run(['plan', 'smform.yaml']);
    expect(refused.code).toBe(4);
    expectNoForgedLines('refused plan', refused);
    const driftText = await run(['drift', 'smform.yaml']);
    expect(driftText.code).toBe(2);
    expectNoForgedLines('drift', driftText);
    const scope = await run(['scope', 'network/N_1/targetGroup/Good', 'smform.yaml']);
    expect(scope.code, scope.stderr).toBe(0);

    // JSON: the names exactly as they are live, after a round trip.
    for (const command of ['plan', 'drift']) {
      const json = await run([command, 'smform.yaml', '--output', 'json']);
      const document = JSON.parse(json.stdout) as {
        changes?: { address: string }[];
        objects?: { address: string }[];
      };
      const addresses = (document.changes ?? document.objects ?? []).map((entry) => entry.address);
      for (const name of NAMES) expect(addresses, command).toContain(`network/N_1/targetGroup/${name}`);
    }

    // Markdown.
    const planMarkdown = await run(['plan', 'smform.yaml', '--output', 'markdown', '--allow-delete']);
    expectIntactMarkdown('plan markdown', planMarkdown.stdout, '<!-- smform:plan -->');
    const driftMarkdown = await run(['drift', 'smform.yaml', '--output', 'markdown']);
    expectIntactMarkdown('drift markdown', driftMarkdown.stdout, '<!-- smform:drift -->');
    // The 20,000-character name is shortened with a marker and its change keeps its row in the table.
    const rows = planMarkdown.stdout.split('\n').filter((line) => line.startsWith('| `-` |'));
    expect(rows).toHaveLength(NAMES.length * 2);
    expect(rows.find((row) => row.includes('Looo'))).toMatch(
      /Looo+…\[\d{2},\d{3} characters left out\]…o+ng`/,
    );
    const refusedMarkdown = await run(['plan', 'smform.yaml', '--output', 'markdown']);
    expect(refusedMarkdown.code).toBe(4);
    expectIntactMarkdown('refused plan markdown', refusedMarkdown.stdout, '<!-- smform:plan -->');

    // Apply: its table lists every hostile address, escaped.
    const applied = await run(['apply', 'smform.yaml', '--auto-approve', '--allow-delete']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('network/N_1/targetGroup/Safe\\rEvil overwrite');
    expectNoForgedLines('apply', applied);

    // Restore: the way back recreates every hostile name, shown escaped; its JSON holds them exactly.
    const [backup] = await readdir(join(cwd, '.smform/backups'));
    const backupFile = join('.smform/backups', backup ?? '');
    const restore = await run(['restore', backupFile, '--allow-delete', '--force']);
    expect(restore.code, restore.stderr).toBe(0);
    expectNoForgedLines('restore', restore);
    const restoreJson = await run(['restore', backupFile, '--allow-delete', '--force', '--output', 'json']);
    const restorePlan = JSON.parse(restoreJson.stdout) as { changes: { address: string; action: string }[] };
    const creates = restorePlan.changes.filter((c) => c.action === 'create').map((c) => c.address);
    for (const name of NAMES) expect(creates).toContain(`org/${ORG}/adminRole/${name}`);
  }, 120_000);

  it("a server's error message reaches the terminal escaped and the PR comment inert", async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const words = `bad request\u001b]0;pwned\u0007\n\nNo changes.\n</details> @octocat ![img](https://evil.example/x.png)`;
    const proxy = await startFaultProxy(emulator.url, [
      {
        path: /\/sm\/targetGroups$/,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: [words] }) },
      },
    ]);
    onTestFinished(() => proxy.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
    for (const output of ['text', 'markdown']) {
      const run = await smform(['--base-url', proxy.url, 'plan', 'smform.yaml', '--output', output], {
        cwd,
        env,
      });
      expect(run.code).toBe(1);
      expectNoRawControls(`plan --output ${output}`, run);
      expect(run.stderr).toContain('bad request\\u001b]0;pwned\\u0007\\n\\nNo changes.\\n</details>');
      expect(run.stderr.split('\n').filter((line) => line.trim() === 'No changes.')).toEqual([]);
      if (output === 'markdown')
        expectIntactMarkdown('failed plan markdown', run.stdout, '<!-- smform:plan -->');
    }
  });

  it('doctor, orgs --live, the api preview and export escape live names in text and keep JSON exact', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed: ORGS_SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const words = `not found${HOSTILE['oscTitle'] ?? ''}${HOSTILE['bidi'] ?? ''}${HOSTILE['fakeOutcome'] ?? ''}`;
    const proxy = await startFaultProxy(emulator.url, [
      {
        path: /\/organizations$/,
        times: Infinity,
        fault: { kind: 'status', status: 404, body: JSON.stringify({ errors: [words] }) },
      },
    ]);
    onTestFinished(() => proxy.close());
    const declared = NAMES.map((_, i) => `  - id: "${7100 + i}"\n    networks:\n      - id: N_${i}\n`);
    const cwd = await workdir(onTestFinished, { 'smform.yaml': `organizations:\n${declared.join('')}` });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
    const run = async (argv: string[], url = emulator.url): Promise<Run> => {
      const result = await smform(['--base-url', url, ...argv], { cwd, env });
      expectNoRawControls(argv.join(' ').slice(0, 200), result);
      return result;
    };

    // doctor: a server's refusal of the organization list, in text and in JSON.
    const doctor = await run(['doctor'], proxy.url);
    expect(doctor.code, doctor.stderr).toBe(1);
    expect(doctor.stdout).toContain(
      'not founda\\u001b]0;pwned\\u0007binvoice\\u202efdp.exex\\n\\nNo changes.',
    );
    expect(doctor.stdout.split('\n').filter((line) => line.trim() === 'No changes.')).toEqual([]);
    const doctorJson = await run(['doctor', '--output', 'json'], proxy.url);
    const report = JSON.parse(doctorJson.stdout) as { checks: { message: string }[] };
    const refusal = report.checks.find((check) => check.message.includes('HTTP 404'));
    // The client names the API's message escaped already (as in every error); JSON keeps that text exactly.
    expect(refusal?.message).toContain('HTTP 404: not founda\\u001b]0;pwned\\u0007binvoice\\u202efdp.exe');

    // orgs --live: organization names, network names and product types.
    const orgs = await run(['orgs', '--live']);
    expect(orgs.code, orgs.stderr).toBe(0);
    expect(orgs.stdout).toContain('7105  invoice\\u202efdp.exe: 1 network, 1 Systems Manager');
    // Names are padded into one column, but a 100,000-character name widens no other line (at most 40).
    expect(orgs.stdout).toMatch(
      /^ {2}N_2 +x\\n\\nNo changes\. {2,40}\[systemsManager, x\\n\\nNo changes\.\]$/m,
    );
    expectNoForgedLines('orgs --live', orgs);

    // The api preview of a policy delete or replace, without --yes: names what it would change, escaped
    // (every probe goes through the preview itself in hostile-renderers.test.ts; here, one of each kind).
    for (const key of ['csi', 'cr', 'fakeOutcome', 'bidi', 'c1', 'lineSeparator']) {
      const i = Object.keys(HOSTILE).indexOf(key);
      const org = String(7100 + i);
      const group = await run([
        'api',
        'deleteNetworkSmTargetGroup',
        `networkId=N_${i}`,
        `targetGroupId=t${i}`,
      ]);
      expect(group.code, group.stderr).toBe(1);
      expect(group.stderr).toContain('it would delete target group');
      const role = await run([
        'api',
        'deleteOrganizationSmAdminsRole',
        `organizationId=${org}`,
        `roleId=r${i}`,
      ]);
      expect(role.code, role.stderr).toBe(1);
      expect(role.stderr).toContain('it would delete admin role');
      const items = JSON.stringify([{ networkId: HOSTILE[key], policies: [] }]);
      const sentry = await run([
        'api',
        'updateOrganizationSmSentryPoliciesAssignments',
        `organizationId=${org}`,
        `items=${items}`,
      ]);
      expect(sentry.code, sentry.stderr).toBe(1);
      expect(sentry.stderr).toContain('replaces the whole sentry list');
    }

    // export: every hostile group and role name (one organization), and hostile organization and network
    // names; what it says is escaped, and no raw control character reaches the files it writes.
    const all = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => all.close());
    const exports = [
      await run(['export', '--org', ORG, '--out-dir', 'exported'], all.url),
      await run(['export', '--org', '7102', '--out-dir', 'exported']),
      await run(['export', '--org', '7105', '--out-dir', 'exported']),
    ];
    for (const exported of exports) expect(exported.code, exported.stderr).toBe(0);
    for (const file of await readdir(join(cwd, 'exported'), { recursive: true })) {
      if (!file.endsWith('.yaml')) continue;
      const text = await readFile(join(cwd, 'exported', file), 'utf8');
      expect(RAW.exec(text), file).toBeNull();
    }
    // A name a config cannot hold is left out of the files (which stay valid), and said so.
    expect(exports[2]?.stderr).toContain(
      'warning: not exported: org/7105: the name: label is left out: the name holds the control or invisible character \\u202e',
    );
    const validated = await run(['validate', 'exported']);
    expect(validated.code, validated.stdout).toBe(0);
  }, 180_000);

  it('the config rejects control and invisible characters in names and tags (exit 3, with the location)', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': `organizations:
  - id: "${ORG}"
    adminRoles:
      - { name: "Help\\e[2Jdesk", scope: some, tags: [emea] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk, "ip\\u202Ead"] }
          - { name: "x\\n\\nNo changes.", scope: withAny, tags: [kiosk] }
`,
    });
    const run = await smform(['validate', 'smform.yaml'], { cwd });
    expect(run.code).toBe(3);
    expectNoRawControls('validate', run);
    expect(run.stdout).toContain(
      'smform.yaml:4:17  organizations[0].adminRoles[0].name: "Help\\u001b[2Jdesk" contains the control or invisible character \\u001b (character 5)',
    );
    expect(run.stdout).toContain('smform.yaml:8:59  organizations[0].networks[0].targetGroups[0].tags[1]');
    expect(run.stdout).toContain(
      'smform.yaml:9:21  organizations[0].networks[0].targetGroups[1].name: "x\\n\\nNo changes."',
    );
  });
});
