import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import type { Plan } from '../../src/model/plan.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

/**
 * `plan --changed-since REF` (issue 16) in a temporary git repository against the emulator: added,
 * modified and deleted files (committed, staged and untracked), a moved network, an organization's
 * policy, nothing changed, no git or no such REF, and the saved plan's scope list through `apply`.
 */

const ORG = '549236';

const seed = {
  organizations: [
    {
      id: ORG,
      name: 'Acme',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: ['N_1', 'N_2', 'N_3', 'N_4'].map((id) => ({
        id,
        name: id,
        productTypes: ['systemsManager'],
        targetGroups: [{ id: `t_${id}`, name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }],
      })),
    },
  ],
};

const orgYaml = (policy = '') => `organizations:
  - id: '${ORG}'
${policy}    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
`;
const networkYaml = (id: string, groups = '          - { name: Kiosks, scope: withAll, tags: [kiosk] }\n') =>
  `organizations:
  - id: '${ORG}'
    networks:
      - id: ${id}
        targetGroups:
${groups}`;

function git(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'user.email=test@example.com', '-c', 'user.name=test', ...args],
      { cwd },
      (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(stderr))),
    );
  });
}

/** A config repository on `main`: the organization's roles and three networks, one file each. */
async function configRepo(): Promise<string> {
  const dir = await workdir(onTestFinished, {});
  await mkdir(join(dir, 'orgs'));
  await mkdir(join(dir, 'networks'));
  await writeFile(join(dir, 'orgs/acme.yaml'), orgYaml());
  for (const id of ['N_1', 'N_2', 'N_3']) await writeFile(join(dir, `networks/${id}.yaml`), networkYaml(id));
  await mkdir(join(dir, 'seeds'));
  await writeFile(
    join(dir, 'seeds/live.yaml'),
    `# yaml-language-server: $schema=../schemas/seed.schema.json\n${orgYaml()}`,
  );
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

async function setup() {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const dir = await configRepo();
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return { emulator, dir, run: (argv: string[]) => smform(argv, { cwd: dir, env }) };
}

/** The reads a run made, as `operationId networkId`. */
const reads = (emulator: RunningEmulator): string[] =>
  emulator.requestLog
    .filter((entry) => entry.method === 'GET')
    .map((entry) => `${entry.operationId ?? entry.path} ${entry.networkId ?? entry.orgId ?? ''}`.trim())
    .sort();

const writes = (result: Plan): string[] =>
  result.changes
    .filter((change) => change.action !== 'noop')
    .map((change) => `${change.action} ${change.address}`);

const scopeOf = (address: string): string => address.split('/').slice(0, 3).join('/');

describe('plan --changed-since REF (issue 16)', () => {
  it('plans the scopes of modified (committed), deleted (staged) and added (untracked) files, and reads nothing else', async () => {
    const { emulator, dir, run } = await setup();
    await git(dir, 'checkout', '-q', '-b', 'pr');
    await writeFile(
      join(dir, 'networks/N_1.yaml'),
      networkYaml('N_1', '          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }\n'),
    );
    await git(dir, 'commit', '-q', '-am', 'N_1: ipads too');
    await git(dir, 'rm', '-q', 'networks/N_3.yaml');
    await writeFile(
      join(dir, 'networks/N_4.yaml'),
      networkYaml(
        'N_4',
        '          - { name: Kiosks, scope: withAll, tags: [kiosk] }\n          - { name: New, scope: all }\n',
      ),
    );

    const json = await run(['plan', '--changed-since', 'main', '--no-devices', '--output', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const changed = JSON.parse(json.stdout) as Plan;
    expect(changed.formatVersion).toBe('1.2');
    expect(changed.origin?.changedSince).toEqual({
      ref: 'main',
      commit: (await git(dir, 'rev-parse', 'main')).trim(),
      scopes: ['network/N_1/targetGroup', 'network/N_4/targetGroup'],
      unread: 2,
      noLongerManaged: ['network/N_3/targetGroup'],
    });
    expect(writes(changed)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'create network/N_4/targetGroup/New',
    ]);
    // One target-group list per planned network and the organization's network list: no roles, no N_2.
    expect(reads(emulator)).toEqual([
      'getNetworkSmTargetGroups N_1',
      'getNetworkSmTargetGroups N_4',
      `getOrganizationNetworks ${ORG}`,
    ]);

    // The same changes as the full plan's in those scopes; the full plan is format 1.1, as before.
    const fullRun = await run(['plan', '--no-devices', '--output', 'json']);
    const full = JSON.parse(fullRun.stdout) as Plan;
    expect(full.formatVersion).toBe('1.1');
    expect(full.origin?.changedSince).toBeUndefined();
    const scopes = changed.origin?.changedSince?.scopes ?? [];
    expect(changed.changes).toEqual(
      full.changes.filter((change) => scopes.includes(scopeOf(change.address))),
    );

    const text = await run(['plan', '--changed-since', 'main', '--no-devices']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      'Planned only the scopes whose config changed since main (' +
        (await git(dir, 'rev-parse', 'main')).trim().slice(0, 12) +
        '): 2 of 4 scopes; 2 left unread.\n' +
        'Unread scopes are not checked here: the nightly drift job (smform drift) reads them all.\n' +
        'No longer managed (declared at main, not now; left alone, nothing deleted): network/N_3/targetGroup\n\n' +
        'Plan: 1 to create, 1 to update, 0 to delete.\n',
    );
    const markdown = await run(['plan', '--changed-since', 'main', '--no-devices', '--output', 'markdown']);
    expect(markdown.stdout).toContain('): 2 of 4 scopes; 2 left unread.');
    expect(markdown.stdout).toContain('> The nightly drift job reads every scope');
    expect(markdown.stdout).toContain('`network/N_3/targetGroup`');
  });

  it('a network moved to another file is planned; an organization policy change plans all its scopes', async () => {
    const { dir, run } = await setup();
    // N_2 moves into N_1's file, unchanged: N_2 is planned (N_1's own declaration did not change).
    await writeFile(
      join(dir, 'networks/N_1.yaml'),
      `${networkYaml('N_1')}      - id: N_2\n        targetGroups:\n          - { name: Kiosks, scope: withAll, tags: [kiosk] }\n`,
    );
    await rm(join(dir, 'networks/N_2.yaml'));
    const moved = await run(['plan', '--changed-since', 'main', '--no-devices', '--output', 'json']);
    expect(moved.code, moved.stderr).toBe(0);
    const movedPlan = JSON.parse(moved.stdout) as Plan;
    expect(movedPlan.origin?.changedSince?.scopes).toEqual(['network/N_2/targetGroup']);
    expect(movedPlan.origin?.changedSince?.noLongerManaged).toEqual([]);
    expect(writes(movedPlan)).toEqual([]);

    await git(dir, 'checkout', '-q', '--', '.');
    await writeFile(join(dir, 'orgs/acme.yaml'), orgYaml('    policy: { prune: true }\n'));
    const policy = await run(['plan', '--changed-since', 'main', '--no-devices', '--output', 'json']);
    const policyPlan = JSON.parse(policy.stdout) as Plan;
    expect(policyPlan.origin?.changedSince?.scopes).toEqual([
      'network/N_1/targetGroup',
      'network/N_2/targetGroup',
      'network/N_3/targetGroup',
      `org/${ORG}/adminRole`,
    ]);
    expect(policyPlan.origin?.changedSince?.unread).toBe(0);
  });

  it('an edited template plans exactly the scopes that use it, and reads nothing else', async () => {
    const { emulator, dir, run } = await setup();
    const templates = (tags: string) =>
      `templates:\n  targetGroups:\n    kiosks:\n      - { name: Kiosks, scope: withAll, tags: [${tags}] }\n`;
    const user = (id: string) =>
      `organizations:\n  - id: '${ORG}'\n    networks:\n      - { id: ${id}, use: [kiosks] }\n`;
    await writeFile(join(dir, 'templates.yaml'), templates('kiosk'));
    await writeFile(join(dir, 'networks/N_1.yaml'), user('N_1'));
    await writeFile(join(dir, 'networks/N_3.yaml'), user('N_3'));
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'N_1 and N_3 use the kiosks template');

    await writeFile(join(dir, 'templates.yaml'), templates('kiosk, ipad'));
    const json = await run(['plan', '--changed-since', 'main', '--no-devices', '--output', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const plan = JSON.parse(json.stdout) as Plan;
    expect(plan.origin?.changedSince?.scopes).toEqual(['network/N_1/targetGroup', 'network/N_3/targetGroup']);
    expect(plan.origin?.changedSince?.unread).toBe(2);
    expect(writes(plan)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'update network/N_3/targetGroup/Kiosks',
    ]);
    expect(reads(emulator)).toEqual([
      'getNetworkSmTargetGroups N_1',
      'getNetworkSmTargetGroups N_3',
      `getOrganizationNetworks ${ORG}`,
    ]);
  });

  it('nothing changed (or only comments): an empty plan that says so, and no request at all', async () => {
    const { emulator, dir, run } = await setup();
    const clean = await run(['plan', '--changed-since', 'main', '--detailed-exitcode']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Nothing in the config changed since main (');
    expect(clean.stdout).toContain('no scope planned, 4 scopes left unread.');
    expect(clean.stdout).toMatch(/No changes\.\n$/);
    const comment = await run(['plan', '--changed-since', 'main', '--output', 'markdown']);
    expect(comment.stdout).toContain('Every planned object matches the Dashboard (0 objects in 0 scopes).');

    await writeFile(join(dir, 'networks/N_2.yaml'), `# reviewed\n${networkYaml('N_2')}`);
    // An emulator seed the loader skips (its modeline names another schema) is no config at REF either.
    await git(dir, 'rm', '-q', 'seeds/live.yaml');
    const comments = await run(['plan', '--changed-since', 'main', '--output', 'json']);
    expect(comments.code, comments.stderr).toBe(0);
    expect((JSON.parse(comments.stdout) as Plan).origin?.changedSince?.scopes).toEqual([]);
    expect(emulator.requestLog).toEqual([]);
  });

  it('outside a git work tree, or with a REF git does not know: exit 1 before any request, never a full plan', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const plain = await workdir(onTestFinished, { 'acme.yaml': networkYaml('N_1') });
    const outside = await smform(['plan', '--changed-since', 'main'], { cwd: plain, env });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('--changed-since needs a git work tree');
    expect(outside.stdout).toBe('');

    const dir = await configRepo();
    for (const ref of ['origin/main', '--output=json']) {
      const unknown = await smform(['plan', `--changed-since=${ref}`], { cwd: dir, env });
      expect(unknown.code, unknown.stderr).toBe(1);
      expect(unknown.stderr).toContain(`--changed-since ${ref}: git knows no commit of that name`);
      expect(unknown.stderr).toContain('fetch-depth: 0');
      expect(unknown.stdout).toBe('');
    }
    expect(emulator.requestLog).toEqual([]);
  });

  it("asks git in the config's repository, not in the working directory (run from outside it)", async () => {
    const { emulator, dir } = await setup();
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    await writeFile(
      join(dir, 'networks/N_2.yaml'),
      networkYaml('N_2', '          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }\n'),
    );
    // The working directory is no git work tree at all, then another repository's work tree.
    const plain = await workdir(onTestFinished, {});
    const other = await workdir(onTestFinished, {});
    await git(other, 'init', '-q', '-b', 'main');
    await git(other, 'commit', '-q', '--allow-empty', '-m', 'another repository');
    for (const cwd of [plain, other]) {
      const argv = ['plan', join(dir, 'networks'), join(dir, 'orgs'), '--changed-since', 'main'];
      const json = await smform([...argv, '--no-devices', '--output', 'json'], { cwd, env });
      expect(json.code, json.stderr).toBe(0);
      const plan = JSON.parse(json.stdout) as Plan;
      expect(plan.origin?.changedSince?.scopes).toEqual(['network/N_2/targetGroup']);
      expect(writes(plan)).toEqual(['update network/N_2/targetGroup/Kiosks']);
    }
  });

  it('apply PATH --changed-since applies the changed scopes only', async () => {
    const { emulator, dir, run } = await setup();
    await writeFile(
      join(dir, 'networks/N_1.yaml'),
      networkYaml('N_1', '          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }\n'),
    );
    // An unread scope drifted live: a full apply would put it back, this one leaves it to the drift job.
    const edit = await call(emulator, 'PUT', '/networks/N_2/sm/targetGroups/t_N_2', {
      body: { name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
    });
    expect(edit.status).toBe(200);
    const applied = await run([
      'apply',
      '--changed-since',
      'main',
      '--no-devices',
      '--auto-approve',
      '--no-backup',
    ]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('1 of 4 scopes; 3 left unread.');
    expect(applied.stdout).toContain('Apply complete: 1 done, 0 failed, 0 skipped.');
    const networks = emulator.state().organizations[0]?.networks ?? [];
    expect(networks.find((n) => n.id === 'N_1')?.targetGroups[0]?.tags).toEqual(['ipad', 'kiosk']);
    expect(networks.find((n) => n.id === 'N_2')?.targetGroups[0]?.scope).toBe('withAny');
  });

  it('the saved plan records its scopes; apply re-plans and re-checks only those', async () => {
    const { emulator, dir, run } = await setup();
    await writeFile(
      join(dir, 'networks/N_1.yaml'),
      networkYaml('N_1', '          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }\n'),
    );
    const planned = await run(['plan', '--changed-since', 'main', '--no-devices', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    const saved = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as Plan;
    expect(saved.origin?.changedSince?.scopes).toEqual(['network/N_1/targetGroup']);

    const narrowed = await run(['apply', 'plan.json', '--changed-since', 'main', '--auto-approve']);
    expect(narrowed.code).toBe(1);
    expect(narrowed.stderr).toContain(
      '--changed-since narrows a plan; a saved plan is applied whole, on the scopes it records',
    );

    // Someone edits an unread scope meanwhile: it is not this plan's business (the drift job reports it).
    const edit = await call(emulator, 'PUT', '/networks/N_2/sm/targetGroups/t_N_2', {
      body: { name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
    });
    expect(edit.status).toBe(200);
    emulator.requestLog.length = 0;
    const applied = await run(['apply', 'plan.json', '--no-devices', '--auto-approve', '--no-backup']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain('Checked: a fresh plan of . has the same 1 change.');
    expect(reads(emulator).filter((read) => !read.startsWith('getNetworkSmTargetGroups N_1'))).toEqual([
      `getOrganizationNetworks ${ORG}`,
    ]);
    const groups = emulator.state().organizations[0]?.networks.find((n) => n.id === 'N_1')?.targetGroups;
    expect(groups?.map((g) => g.tags)).toEqual([['ipad', 'kiosk']]);
  });
});
