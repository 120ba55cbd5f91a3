import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir } from '../cli/run-in-process.js';
import {
  CONFIG as SCENARIO_CONFIG,
  ORG as SCENARIO_ORG,
  SEED as SCENARIO_SEED,
} from '../faults/helpers/scenario.js';

const CONFIG = `organizations:
  - id: "1"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk] }
`;
const OTHER = `organizations:
  - id: "1"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
`;
const posix = process.platform !== 'win32';

describe('config loading reads only regular files, within limits', () => {
  it.runIf(posix)(
    'refuses a FIFO and a device instead of hanging or reading forever (exit 3)',
    async ({ onTestFinished }) => {
      const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
      execFileSync('mkfifo', [join(cwd, 'pipe.yaml')]);
      await symlink('/dev/zero', join(cwd, 'zero.yaml'));
      const pipe = await smform(['validate', 'pipe.yaml'], { cwd });
      expect(pipe.code).toBe(3);
      expect(pipe.stdout).toContain('pipe.yaml:1:1  the path is a named pipe (FIFO), not a regular file');
      const zero = await smform(['validate', 'zero.yaml'], { cwd });
      expect(zero.code).toBe(3);
      expect(zero.stdout).toContain('zero.yaml:1:1  the path is a character device, not a regular file');
      // Walked, they are reported too (never skipped silently).
      const walked = await smform(['validate', '.'], { cwd });
      expect(walked.code).toBe(3);
      expect(walked.stdout).toContain('pipe.yaml:1:1  the path is a named pipe (FIFO)');
    },
  );

  it.runIf(existsSync('/proc/kallsyms'))(
    'reads at most the limit plus one byte of a file whose size says 0',
    async ({ onTestFinished }) => {
      // /proc/kallsyms is a regular file of several MiB whose stat size is 0.
      const cwd = await workdir(onTestFinished, {});
      await symlink('/proc/kallsyms', join(cwd, 'procfs.yaml'));
      const run = await smform(['validate', 'procfs.yaml'], { cwd });
      expect(run.code).toBe(3);
      expect(run.stdout).toContain(
        'procfs.yaml:1:1  the file is more than 2 MiB; config files are limited to 2 MiB',
      );
    },
  );

  it('never quotes a file that is not a config', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {
      'scalar.yaml': 'root:x:0:0:hunter2-secret:/root:/bin/bash\n',
      'mapping.yaml': 'password: hunter2-secret\ntoken: hunter2-secret\n',
      'notes.txt': '"hunter2-secret\n  - [\n',
    });
    for (const file of ['scalar.yaml', 'mapping.yaml', 'notes.txt']) {
      const run = await smform(['validate', file], { cwd });
      expect(run.code, file).toBe(3);
      expect(run.stdout + run.stderr, file).not.toContain('hunter2');
      expect(run.stdout, file).toMatch(/not an smform config|the file is not YAML/);
    }
  });

  it('a key that is a list or a mapping is an unknown key, without a warning from the YAML library', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': 'organizations:\n  - id: "1"\n    ? [a]\n    : { id: 5 }\n',
    });
    const run = await smform(['validate', 'smform.yaml'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('unknown key "[ a ]"');
    expect(run.stderr).not.toContain('Warning');
    expect(run.stderr).not.toContain('mapAsMap');
  });
});

describe('symbolic links in a walked directory', () => {
  it.runIf(posix)(
    'follows a link that stays inside, reports one that leaves or dangles (exit 3)',
    async ({ onTestFinished }) => {
      const cwd = await workdir(onTestFinished, { 'outside.yaml': OTHER });
      await mkdir(join(cwd, 'config/shared'), { recursive: true });
      await writeFile(join(cwd, 'config/groups.yaml'), CONFIG);
      await writeFile(join(cwd, 'config/shared/roles.yaml'), OTHER);
      // Inside the walked root: followed, and a file reached twice is read once.
      await symlink('shared/roles.yaml', join(cwd, 'config/roles.yaml'));
      const inside = await smform(['validate', 'config'], { cwd });
      expect(inside.code, inside.stdout).toBe(0);
      expect(inside.stdout).toContain('1 target group, 1 admin role');

      await symlink('../outside.yaml', join(cwd, 'config/linked.yaml'));
      await symlink('missing.yaml', join(cwd, 'config/dangling.yaml'));
      const outside = await smform(['validate', 'config'], { cwd });
      expect(outside.code).toBe(3);
      expect(outside.stdout).toContain(
        'config/linked.yaml:1:1  the symbolic link points outside the directory smform reads',
      );
      expect(outside.stdout).toContain('config/dangling.yaml:1:1  the symbolic link points to nothing');
      // Named on the command line, the target is read like any file.
      const named = await smform(['validate', 'config/groups.yaml', 'config/linked.yaml'], { cwd });
      expect(named.code, named.stdout).toBe(0);
    },
  );
});

describe('restore of a backup that lacks its data', () => {
  it('is refused naming the hollow scopes, before any plan (nothing would read as "no objects")', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed: SCENARIO_SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': SCENARIO_CONFIG });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
    const base = ['--base-url', emulator.url];
    const saved = await smform([...base, 'snapshot', 'smform.yaml', '--out', 'backup.json'], { cwd, env });
    expect(saved.code, saved.stderr).toBe(0);
    // The scopes still say what was read, but the objects are gone (a hand edit, a torn copy).
    const backup = JSON.parse(await readFile(join(cwd, 'backup.json'), 'utf8')) as {
      live: { organizations: { adminRoles?: unknown; networks: { targetGroups?: unknown }[] }[] };
    };
    for (const org of backup.live.organizations) {
      delete org.adminRoles;
      for (const network of org.networks) delete network.targetGroups;
    }
    await writeFile(join(cwd, 'hollow.json'), JSON.stringify(backup));
    const before = emulator.state();
    const restore = await smform([...base, 'restore', 'hollow.json', '--allow-delete', '--force'], {
      cwd,
      env,
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(
      'hollow.json is not a valid live snapshot: the document reads scopes it holds no data for: the admin roles of organization 9001; the target groups of network N_1; the target groups of network N_2',
    );
    expect(restore.stdout).not.toContain('delete');
    expect(emulator.state()).toEqual(before);
  });
});

describe('export, init and backups never write through a symbolic link', () => {
  it.runIf(posix)(
    'refuse with a clear message and write nothing where the link points',
    async ({ onTestFinished }) => {
      const emulator = await startEmulator({ seed: SCENARIO_SEED, port: 0, rateLimit: 0 });
      onTestFinished(() => emulator.close());
      const cwd = await workdir(onTestFinished, {
        'smform.yaml': SCENARIO_CONFIG,
        'victim.txt': 'untouched\n',
      });
      const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
      const base = ['--base-url', emulator.url];
      await mkdir(join(cwd, 'elsewhere'));
      const elsewhere = async (): Promise<string[]> => readdir(join(cwd, 'elsewhere'));

      // export: the file it writes is a link to another file; then a folder on the way is a link.
      await mkdir(join(cwd, 'exported/orgs'), { recursive: true });
      await symlink('../../victim.txt', join(cwd, `exported/orgs/${SCENARIO_ORG}.yaml`));
      const exported = await smform([...base, 'export', '--org', SCENARIO_ORG, '--out-dir', 'exported'], {
        cwd,
        env,
      });
      expect(exported.code).toBe(1);
      expect(exported.stderr).toContain(
        `error: refusing to write exported/orgs/${SCENARIO_ORG}.yaml: it is a symbolic link; smform never writes through a link`,
      );
      expect(await readFile(join(cwd, 'victim.txt'), 'utf8')).toBe('untouched\n');
      await symlink('elsewhere', join(cwd, 'linked-out'));
      const linkedOut = await smform([...base, 'export', '--org', SCENARIO_ORG, '--out-dir', 'linked-out'], {
        cwd,
        env,
      });
      expect(linkedOut.code).toBe(1);
      expect(linkedOut.stderr).toContain('linked-out is a symbolic link; smform never writes through a link');

      // init: a folder of the scaffold is a link.
      await mkdir(join(cwd, 'scaffold'));
      await symlink('../elsewhere', join(cwd, 'scaffold/.github'));
      const init = await smform(['init', 'scaffold'], { cwd, env });
      expect(init.code).toBe(1);
      expect(init.stderr).toContain(
        'scaffold/.github is a symbolic link; smform never writes through a link',
      );
      expect(await readdir(join(cwd, 'scaffold'))).toEqual(['.github']);

      // backups: the backup folder is a link; nothing is applied.
      await mkdir(join(cwd, '.smform'));
      await symlink('../elsewhere', join(cwd, '.smform/backups'));
      const before = emulator.state();
      const apply = await smform([...base, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete'], {
        cwd,
        env,
      });
      expect(apply.code).toBe(1);
      expect(apply.stderr).toContain(
        '.smform/backups is a symbolic link; smform never writes through a link',
      );
      expect(apply.stderr).toContain('nothing was applied');
      expect(emulator.state()).toEqual(before);
      expect(await elsewhere()).toEqual([]);
    },
  );

  it.runIf(posix)(
    'plan, restore and snapshot --out refuse a link at the path and write nothing through it',
    async ({ onTestFinished }) => {
      const emulator = await startEmulator({ seed: SCENARIO_SEED, port: 0, rateLimit: 0 });
      onTestFinished(() => emulator.close());
      const cwd = await workdir(onTestFinished, {
        'smform.yaml': SCENARIO_CONFIG,
        'victim.txt': 'untouched\n',
      });
      const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
      const base = ['--base-url', emulator.url];
      await symlink('victim.txt', join(cwd, 'out.json'));
      await symlink('.', join(cwd, 'here'));
      const snapshot = await smform([...base, 'snapshot', '--org', SCENARIO_ORG, '--out', 'live.json'], {
        cwd,
        env,
      });
      expect(snapshot.code, snapshot.stderr).toBe(0);
      const runs = {
        plan: ['plan', 'smform.yaml', '--allow-delete', '--out'],
        restore: ['restore', 'live.json', '--allow-delete', '--force', '--out'],
        snapshot: ['snapshot', '--org', SCENARIO_ORG, '--out'],
      };
      for (const [command, argv] of Object.entries(runs)) {
        const linked = await smform([...base, ...argv, 'out.json'], { cwd, env });
        expect(linked.code, `${command}: ${linked.stderr}`).toBe(1);
        expect(linked.stderr, command).toContain(
          'error: refusing to write out.json: it is a symbolic link; smform never writes through a link',
        );
        expect(await readFile(join(cwd, 'victim.txt'), 'utf8'), command).toBe('untouched\n');
        const folder = await smform([...base, ...argv, 'here/out2.json'], { cwd, env });
        expect(folder.code, `${command}: ${folder.stderr}`).toBe(1);
        expect(folder.stderr, command).toContain(
          'here is a symbolic link; smform never writes through a link',
        );
        expect(existsSync(join(cwd, 'out2.json')), command).toBe(false);
      }
    },
  );
});
