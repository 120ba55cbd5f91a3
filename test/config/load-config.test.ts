import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foreignSchema, loadConfig } from '../../src/config/index.js';
import { hiddenOrVendored } from '../../src/config/load-config.js';
import { repoRoot } from './cli-harness.js';

const org = (id: string, networks = '') => `organizations:\n  - id: "${id}"\n${networks}`;
const network = (id: string, group: string) =>
  `    networks:\n      - id: ${id}\n        targetGroups:\n          - name: ${group}\n            scope: all\n`;

let tmp = '';
beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'smform-load-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
  await writeFile(path.join(tmp, file), text);
}

describe('loadConfig', () => {
  it('loads the Acme example and skips its emulator seed', async () => {
    const result = await loadConfig(['examples/acme'], { cwd: repoRoot });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toEqual([
      'examples/acme/networks/field-ipads.yaml',
      'examples/acme/networks/hq-laptops.yaml',
      'examples/acme/networks/store-kiosks.yaml',
      'examples/acme/networks/store-phones.yaml',
      'examples/acme/orgs/acme-retail.yaml',
      'examples/acme/orgs/acme.yaml',
    ]);
    expect(result.skipped).toEqual([{ file: 'examples/acme/live.yaml', reason: 'emulator seed' }]);
    expect(result.counts).toEqual({
      files: 6,
      organizations: 2,
      networks: 4,
      targetGroups: 14,
      adminRoles: 5,
      sentryAssignments: 2,
      sentryPolicies: 6,
      kinds: { deviceTags: 1 },
    });
    expect(result.state?.organizations.map((o) => o.id)).toEqual(['549236', '681155']);
  });

  it('walks directories recursively in sorted order, merging by organization and network id', async () => {
    await write('b/z.yml', org('1', network('N_1', 'Zeta')));
    await write('a.yaml', org('1', network('N_1', 'Alpha')));
    await write('b/a.yaml', org('2'));
    await write('.hidden/x.yaml', 'not: [valid');
    await write('node_modules/pkg/x.yaml', 'not: [valid');
    await write('notes.txt', 'ignored');
    const result = await loadConfig([], { cwd: tmp });
    // Organization 2 declares nothing to manage: a warning at its one declaration, nothing else.
    expect(
      result.diagnostics.map((d) => `${d.source?.file}:${d.source?.line} ${d.severity} ${d.code}`),
    ).toEqual(['b/a.yaml:2 warning nothing-to-manage']);
    expect(result.files).toEqual(['a.yaml', 'b/a.yaml', 'b/z.yml']);
    const [first, second] = result.state?.organizations ?? [];
    expect(first?.networks[0]?.targetGroups?.map((g) => g.name)).toEqual(['Alpha', 'Zeta']);
    expect(first?.networks[0]?.targetGroups?.[1]?.source).toEqual({ file: 'b/z.yml', line: 6, column: 13 });
    expect(second?.id).toBe('2');
  });

  it('loads a file with a foreign modeline when it is named explicitly', async () => {
    await write('seed.yaml', `# yaml-language-server: $schema=../schemas/seed.schema.json\n${org('1')}`);
    await write('config.yaml', org('2'));
    const walked = await loadConfig(['.'], { cwd: tmp });
    expect(walked.files).toEqual(['config.yaml']);
    expect(walked.skipped).toEqual([{ file: 'seed.yaml', reason: 'emulator seed' }]);
    const explicit = await loadConfig(['seed.yaml'], { cwd: tmp });
    expect(explicit.files).toEqual(['seed.yaml']);
    expect(explicit.skipped).toEqual([]);
  });

  it('reads a file named twice once', async () => {
    await write('a.yaml', org('1'));
    const result = await loadConfig(['a.yaml', '.', './a.yaml'], { cwd: tmp });
    expect(result.files).toEqual(['a.yaml']);
    // Read once: one warning for its empty organization, not three.
    expect(result.diagnostics.map((d) => d.code)).toEqual(['nothing-to-manage']);
  });

  it('reports every problem of every file at once', async () => {
    await write('a.yaml', 'organizations:\n\t- id: "1"\n');
    await write('b.yaml', 'organizations:\n  - id: 2\n');
    await write('c.yaml', 'organizations:\n  - id: "3"\n    nme: x\n');
    const result = await loadConfig(['.', 'missing'], { cwd: tmp });
    expect(result.state).toBeUndefined();
    expect(
      result.diagnostics.map((d) => `${d.source?.file}:${d.source?.line}:${d.source?.column} ${d.code}`),
    ).toEqual([
      'a.yaml:2:1 yaml-syntax',
      'b.yaml:2:9 numeric-id',
      'c.yaml:3:5 unknown-key',
      'missing:1:1 path-not-found',
    ]);
  });

  it('reads files with a byte-order mark and CRLF line ends', async () => {
    await write('win.yaml', `\uFEFF${org('1', network('N_1', 'Kiosks'))}`.replace(/\n/g, '\r\n'));
    const result = await loadConfig(['win.yaml'], { cwd: tmp });
    expect(result.diagnostics).toEqual([]);
    expect(result.state?.organizations[0]?.networks[0]?.targetGroups?.[0]?.source).toEqual({
      file: 'win.yaml',
      line: 6,
      column: 13,
    });
  });
});

describe('foreignSchema', () => {
  it('names a schema other than ours from the leading comment block only', () => {
    expect(foreignSchema('# yaml-language-server: $schema=../../schemas/seed.schema.json\na: 1\n')).toBe(
      'seed.schema.json',
    );
    expect(
      foreignSchema('\n# yaml-language-server: $schema=../schemas/smform.schema.json\n'),
    ).toBeUndefined();
    expect(foreignSchema('a: 1\n# yaml-language-server: $schema=seed.schema.json\n')).toBeUndefined();
    expect(foreignSchema('# just a comment\n')).toBeUndefined();
  });
});

describe('loadConfig: what a walk reads, skips and refuses', () => {
  const group = org('1', network('N_1', 'Kiosks'));

  it('reports a path that does not exist and a directory without YAML, relative to the working directory', async () => {
    await mkdir(path.join(tmp, 'empty'));
    await write('notes/readme.txt', 'x');
    const result = await loadConfig(['missing.yaml', 'empty', 'notes'], { cwd: tmp });
    // Strict: a diagnostic without a hint has no hint key (a library caller may test for it).
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'no-yaml-files',
        message: 'the directory holds no *.yaml or *.yml files',
        source: { file: 'empty', line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'path-not-found',
        message: 'no such file or directory',
        source: { file: 'missing.yaml', line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'no-yaml-files',
        message: 'the directory holds no *.yaml or *.yml files',
        source: { file: 'notes', line: 1, column: 1 },
      },
    ]);
    const here = await loadConfig([], { cwd: path.join(tmp, 'empty') });
    expect(here.diagnostics.map((d) => `${d.source?.file} ${d.code}`)).toEqual(['. no-yaml-files']);
  });

  it('walks *.yaml and *.yml in any case, in code point order, never dot-folders or node_modules', async () => {
    for (const file of [
      'b.yaml',
      'B.YML',
      'a.Yaml',
      'a/b.yaml',
      'x.yamlx',
      'x.yaml.txt',
      '.github/c.yaml',
      'sub/node_modules/d.yaml',
      'n/.x/e.yaml',
    ]) {
      await write(file, org('1'));
    }
    await write('.top.yaml', org('1'));
    const result = await loadConfig(['.'], { cwd: tmp });
    expect(result.files).toEqual(['.top.yaml', 'B.YML', 'a.Yaml', 'a/b.yaml', 'b.yaml']);
  });

  it('skips what .smformignore at the walked root names, and lists it', async () => {
    await write('.smformignore', '# drafts\ndrafts/\n*.tmp.yaml\n!keep.tmp.yaml\n');
    await write('a.yaml', group);
    await write('drafts/b.yaml', 'not: [valid');
    await write('x.tmp.yaml', 'not: [valid');
    await write('keep.tmp.yaml', org('2'));
    const result = await loadConfig(['.'], { cwd: tmp });
    expect(result.files).toEqual(['a.yaml', 'keep.tmp.yaml']);
    expect(result.skipped).toEqual([
      { file: 'drafts/b.yaml', reason: '.smformignore' },
      { file: 'x.tmp.yaml', reason: '.smformignore' },
    ]);
    // A file named on the command line is not walked: the ignore file does not apply.
    expect((await loadConfig(['drafts/b.yaml'], { cwd: tmp })).diagnostics.map((d) => d.code)).toEqual([
      'yaml-syntax',
    ]);
  });

  it('skips the settings file, other schemas and YAML that is not config when walking, not when named', async () => {
    await write('smform.settings.yaml', 'output: json\n');
    await write('a.yaml', group);
    await write('mkdocs.yml', 'site_name: Docs\n');
    await write('other.yaml', `# yaml-language-server: $schema=https://x/other.schema.json\n${org('3')}`);
    await write('seed.yaml', `# yaml-language-server: $schema=seed.schema.json\n${org('4')}`);
    const walked = await loadConfig(['.'], { cwd: tmp });
    expect(walked.files).toEqual(['a.yaml']);
    expect(walked.skipped).toEqual([
      { file: 'mkdocs.yml', reason: 'no organizations: key' },
      { file: 'other.yaml', reason: 'schema other.schema.json' },
      { file: 'seed.yaml', reason: 'emulator seed' },
      { file: 'smform.settings.yaml', reason: 'the project settings file' },
    ]);
    expect(walked.diagnostics).toEqual([]);
    const named = await loadConfig(['mkdocs.yml', 'other.yaml', 'smform.settings.yaml'], { cwd: tmp });
    expect(named.skipped).toEqual([]);
    expect(named.diagnostics.map((d) => `${d.source?.file} ${d.code}`)).toEqual([
      'mkdocs.yml not-config',
      'other.yaml nothing-to-manage',
      'smform.settings.yaml not-config',
    ]);
    expect(named.files).toEqual(['mkdocs.yml', 'other.yaml', 'smform.settings.yaml']);
  });

  it('names a plan or a seed named as config for what it is', async () => {
    await write('plan.yaml', 'planHash: abc\nchanges: []\n');
    await write(
      'seed.yaml',
      'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n        devices: []\n',
    );
    const result = await loadConfig(['plan.yaml', 'seed.yaml'], { cwd: tmp });
    expect(result.files).toEqual([]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'not-config',
        message: 'plan.yaml is a saved plan, not a config file',
        hint: 'show it with `smform show plan.yaml`, apply it with `smform apply plan.yaml`',
        source: { file: 'plan.yaml', line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'not-config',
        message: 'seed.yaml is an emulator seed, not a config file',
        hint: 'run against it with `smform --emulator seed.yaml plan PATH...`',
        source: { file: 'seed.yaml', line: 1, column: 1 },
      },
    ]);
    // Walked, the seed-like file is read as config and its unknown key reported.
    await rm(path.join(tmp, 'plan.yaml'));
    expect((await loadConfig(['.'], { cwd: tmp })).diagnostics.map((d) => d.code)).toEqual(['unknown-key']);
  });

  it('refuses binary data, invalid UTF-8, a file over 2 MiB and what is not a regular file, unread', async () => {
    await writeFile(path.join(tmp, 'nul.yaml'), Buffer.from('organizations: []\n\u0000', 'utf8'));
    await writeFile(path.join(tmp, 'latin1.yaml'), Buffer.from([0x61, 0x3a, 0x20, 0xe9, 0x0a]));
    await writeFile(path.join(tmp, 'big.yaml'), Buffer.alloc(2.5 * 1024 * 1024, 0x23));
    const result = await loadConfig(['nul.yaml', 'latin1.yaml', 'big.yaml', '/dev/null'], { cwd: tmp });
    const binary = {
      code: 'binary-file',
      message: 'the file is not text (binary data or invalid UTF-8)',
      hint: 'config files are UTF-8 YAML; check that this is the file you meant',
    };
    expect(
      result.diagnostics.map(({ code, message, hint, source }) => ({
        code,
        message,
        hint,
        file: source?.file,
      })),
    ).toEqual([
      {
        code: 'not-a-file',
        message: 'the path is a character device, not a regular file',
        hint: 'config files are regular *.yaml files; check that this is the path you meant',
        file: path.relative(tmp, '/dev/null'),
      },
      {
        code: 'file-too-large',
        message: 'the file is 2.5 MiB; config files are limited to 2 MiB',
        hint: 'split the config over several files, or check that this is the file you meant',
        file: 'big.yaml',
      },
      { ...binary, file: 'latin1.yaml' },
      { ...binary, file: 'nul.yaml' },
    ]);
  });

  it('reads a file of exactly 2 MiB, and one larger than the size it claims', async () => {
    const line = `${org('1', network('N_1', 'Kiosks'))}`;
    const padding = 2 * 1024 * 1024 - line.length;
    await writeFile(path.join(tmp, 'full.yaml'), `${'#'.repeat(padding - 1)}\n${line}`);
    const full = await loadConfig(['full.yaml'], { cwd: tmp });
    expect(full.diagnostics).toEqual([]);
    expect(full.counts.targetGroups).toBe(1);
    await writeFile(path.join(tmp, 'one-more.yaml'), `#${'#'.repeat(padding - 1)}\n${line}`);
    expect((await loadConfig(['one-more.yaml'], { cwd: tmp })).diagnostics.map((d) => d.message)).toEqual([
      'the file is 2.0 MiB; config files are limited to 2 MiB',
    ]);
    // /proc files claim a size of 0 and hold more than the first 4 KiB read.
    const proc = await loadConfig(['/proc/self/maps'], { cwd: tmp });
    expect(proc.diagnostics.map((d) => d.code)).not.toContain('binary-file');
    expect(proc.diagnostics.length).toBeGreaterThan(0);
  });

  // A file that holds more than its size claims, past the limit: a /proc file (they claim 0) of more than
  // 2 MiB, as a file growing while it is read would. /proc/kallsyms is several MiB where the kernel has it.
  const growing = '/proc/kallsyms';
  const hasGrowing =
    existsSync(growing) && statSync(growing).size === 0 && readFileSync(growing).length > 2 ** 21;
  it.skipIf(!hasGrowing)(
    'names a file past 2 MiB that claimed less "more than 2 MiB", unread further',
    async () => {
      const result = await loadConfig([growing], { cwd: tmp });
      expect(result.diagnostics.map(({ code, message }) => `${code}: ${message}`)).toEqual([
        'file-too-large: the file is more than 2 MiB; config files are limited to 2 MiB',
      ]);
    },
  );

  it('refuses a named pipe and a socket unread, as what they are', async () => {
    // open(2) refuses a socket (ENXIO); docs/config.md promises not-a-file for it, as for a FIFO.
    execFileSync('mkfifo', [path.join(tmp, 'pipe.yaml')]);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path.join(tmp, 'sock.yaml'), resolve));
    try {
      const result = await loadConfig(['pipe.yaml', 'sock.yaml'], { cwd: tmp });
      const hint = 'config files are regular *.yaml files; check that this is the path you meant';
      expect(result.diagnostics).toStrictEqual([
        {
          severity: 'error',
          code: 'not-a-file',
          message: 'the path is a named pipe (FIFO), not a regular file',
          hint,
          source: { file: 'pipe.yaml', line: 1, column: 1 },
        },
        {
          severity: 'error',
          code: 'not-a-file',
          message: 'the path is a socket, not a regular file',
          hint,
          source: { file: 'sock.yaml', line: 1, column: 1 },
        },
      ]);
    } finally {
      server.close();
    }
  });

  // A regular file that opens but refuses to be read (root may open anything; this one fails the read).
  const unreadable = '/proc/self/clear_refs';
  it.skipIf(!existsSync(unreadable))('names a file it cannot read, with what to check', async () => {
    const result = await loadConfig([unreadable], { cwd: tmp });
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'read-error',
        message: 'cannot read the file: EINVAL: invalid argument, read',
        hint: 'check that this is the file you meant, and that smform may read it',
        source: { file: path.relative(tmp, unreadable), line: 1, column: 1 },
      },
    ]);
  });

  it('follows a symbolic link inside the walked directory, reads its target once, and reports the others', async () => {
    await write('real/b.yaml', group);
    await mkdir(path.join(tmp, 'dir.yaml'));
    await write('outside/o.yaml', org('9'));
    await mkdir(path.join(tmp, 'walk'));
    await write('walk/b.yaml', group);
    await symlink(path.join(tmp, 'walk/b.yaml'), path.join(tmp, 'walk/a-link.yaml'));
    await symlink(path.join(tmp, 'walk/gone.yaml'), path.join(tmp, 'walk/broken.yaml'));
    await symlink(path.join(tmp, 'outside/o.yaml'), path.join(tmp, 'walk/out.yaml'));
    await symlink(path.join(tmp, 'dir.yaml'), path.join(tmp, 'walk/dir-link.yaml'));
    const result = await loadConfig(['walk'], { cwd: tmp });
    expect(result.files).toEqual(['walk/a-link.yaml']);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'broken-link',
        message: 'the symbolic link points to nothing',
        source: { file: 'walk/broken.yaml', line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'link-outside',
        message: `the symbolic link points outside the directory smform reads (to ${path.join(tmp, 'dir.yaml')})`,
        hint: 'name the target file on the command line, or copy it into the directory',
        source: { file: 'walk/dir-link.yaml', line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'link-outside',
        message: `the symbolic link points outside the directory smform reads (to ${path.join(tmp, 'outside/o.yaml')})`,
        hint: 'name the target file on the command line, or copy it into the directory',
        source: { file: 'walk/out.yaml', line: 1, column: 1 },
      },
    ]);
    // A link to a directory inside the walk is no file.
    await symlink(path.join(tmp, 'real'), path.join(tmp, 'real/self.yaml'));
    const inner = await loadConfig(['real'], { cwd: tmp });
    expect(inner.diagnostics.map((d) => `${d.source?.file} ${d.message}`)).toEqual([
      'real/self.yaml the path is a directory, not a regular file',
    ]);
  });

  it('no path walks the working directory, as `.` does', async () => {
    await write('a.yaml', group);
    await write('nested/mkdocs.yml', 'site_name: Docs\n');
    const none = await loadConfig([], { cwd: tmp });
    expect(none.files).toEqual(['a.yaml']);
    expect(none.skipped).toEqual([{ file: 'nested/mkdocs.yml', reason: 'no organizations: key' }]);
    expect(none.diagnostics).toEqual([]);
    expect(none.counts.targetGroups).toBe(1);
    expect(none).toEqual(await loadConfig(['.'], { cwd: tmp }));
  });

  it('a link followed by the walk is a walked file: skipped when it is not config, as its target is', async () => {
    await write('walk/mkdocs.yml', 'site_name: Docs\n');
    await write('walk/a.yaml', group);
    await symlink(path.join(tmp, 'walk/mkdocs.yml'), path.join(tmp, 'walk/docs-link.yml'));
    await symlink(path.join(tmp, 'walk/mkdocs.yml'), path.join(tmp, 'walk/smform.settings.yaml'));
    const result = await loadConfig(['walk'], { cwd: tmp });
    expect(result.files).toEqual(['walk/a.yaml']);
    // The settings-file link shares its target with docs-link.yml: the target is read once, by the first.
    expect(result.skipped).toEqual([{ file: 'walk/docs-link.yml', reason: 'no organizations: key' }]);
    expect(result.diagnostics).toEqual([]);
  });
});

describe('loadConfig: what a named file is, and what reading leaves behind', () => {
  it('loads a config named on the command line that shows keys only a config has', async () => {
    // inputKindOf calls this file a config (policy:, use:); it is loaded, not refused as another kind.
    await write(
      'named.yaml',
      'organizations:\n  - id: "1"\n    policy: { prune: true }\n    networks:\n      - { id: N_1, use: [base] }\n',
    );
    await write('templates.yaml', 'templates:\n  targetGroups:\n    base: [{ name: Kiosks, scope: all }]\n');
    const result = await loadConfig(['named.yaml', 'templates.yaml'], { cwd: tmp });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toEqual(['named.yaml', 'templates.yaml']);
    expect(result.state?.organizations[0]?.policy.prune).toBe(true);
    expect(result.counts.targetGroups).toBe(1);
  });

  it.skipIf(!existsSync('/proc/self/fd'))('closes every file it opens, whatever it made of it', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    for (let i = 0; i < 20; i += 1) await write(`f${String(i).padStart(2, '0')}.yaml`, org(String(i + 1)));
    await writeFile(path.join(tmp, 'big.yaml'), Buffer.alloc(2.5 * 1024 * 1024, 0x23));
    await writeFile(path.join(tmp, 'bin.yaml'), Buffer.from([0x61, 0x00]));
    await mkdir(path.join(tmp, 'sub'));
    await symlink(path.join(tmp, 'sub'), path.join(tmp, 'sub-link.yaml'));
    const before = openFiles();
    const result = await loadConfig(['.', '/dev/null'], { cwd: tmp });
    expect(result.files).toHaveLength(20);
    expect(result.diagnostics.map((d) => d.code).filter((code) => code !== 'nothing-to-manage')).toEqual([
      'not-a-file',
      'file-too-large',
      'binary-file',
      'not-a-file',
    ]);
    expect(openFiles()).toBe(before);
  });

  // A block device the tests may open (loop devices are, for root): found once, read by no test.
  const blockDevice = (() => {
    const dev = existsSync('/dev') ? readdirSync('/dev').map((name) => `/dev/${name}`) : [];
    return dev.find((file) => {
      try {
        if (!statSync(file).isBlockDevice()) return false;
        closeSync(openSync(file, constants.O_RDONLY | constants.O_NONBLOCK));
        return true;
      } catch {
        return false;
      }
    });
  })();
  it.skipIf(blockDevice === undefined)('names a block device for what it is, unread', async () => {
    const device = blockDevice ?? '';
    const result = await loadConfig([device], { cwd: tmp });
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'not-a-file',
        message: 'the path is a block device, not a regular file',
        hint: 'config files are regular *.yaml files; check that this is the path you meant',
        source: { file: path.relative(tmp, device), line: 1, column: 1 },
      },
    ]);
  });
});

describe('loadConfig: the order of walked files', () => {
  it('walks files in code point order (not UTF-16 units): the merge order of a network declared in two', async () => {
    // U+FF5A (ｚ) is one UTF-16 unit above the surrogates of U+1F600 (😀), but the lower code point.
    await write('😀.yaml', org('1', network('N_1', 'Emoji')));
    await write('ｚ.yaml', org('1', network('N_1', 'Wide')));
    await write('a/b.yaml', org('1', network('N_1', 'Nested')));
    await write('a.yaml', org('1', network('N_1', 'Top')));
    // Paths compare with their `/`, which sorts below every digit and letter: a/b.yaml before a0.yaml.
    await write('a0.yaml', org('1', network('N_1', 'Zero')));
    const result = await loadConfig(['.'], { cwd: tmp });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toEqual(['a.yaml', 'a/b.yaml', 'a0.yaml', 'ｚ.yaml', '😀.yaml']);
    expect(result.state?.organizations[0]?.networks[0]?.targetGroups?.map((g) => g.name)).toEqual([
      'Top',
      'Nested',
      'Zero',
      'Wide',
      'Emoji',
    ]);
  });
});

describe('hiddenOrVendored', () => {
  it('is true for a file under a dot-folder or node_modules at any depth, not for a dot-file', () => {
    expect(hiddenOrVendored('.git/x.yaml')).toBe(true);
    expect(hiddenOrVendored(path.join('a', '.hidden', 'x.yaml'))).toBe(true);
    expect(hiddenOrVendored(path.join('a', 'node_modules', 'x.yaml'))).toBe(true);
    expect(hiddenOrVendored('.x.yaml')).toBe(false);
    expect(hiddenOrVendored(path.join('node_modules2', 'x.yaml'))).toBe(false);
    expect(hiddenOrVendored(path.join('a', 'b.yaml'))).toBe(false);
    expect(hiddenOrVendored('node_modules')).toBe(false);
  });
});
