import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foreignSchema, loadConfig } from '../../src/config/index.js';
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
