import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedFile, SeedError, startEmulator, validateSeed } from '../../src/emulator/index.js';
import { ExitCode } from '../../src/model/errors.js';
import { startTestEmulator } from '../helpers/emulator.js';

const dir = mkdtempSync(join(tmpdir(), 'smform-seed-'));

function seedFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function problemsOf(path: string): Promise<string[]> {
  try {
    await loadSeedFile(path);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedError);
    expect((error as SeedError).exitCode).toBe(ExitCode.invalidConfig);
    return (error as SeedError).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('the seed loaded');
}

describe('seed loading', () => {
  it('loads the example fixture, YAML or JSON', async () => {
    const seed = await loadSeedFile('test/emulator/fixtures/acme.yaml');
    expect(seed.organizations.map((o) => o.id)).toEqual(['549236', '777']);
    const json = seedFile(
      'seed.json',
      JSON.stringify({ organizations: [{ id: '1', networks: [{ id: 'N_1' }] }] }),
    );
    expect(await loadSeedFile(json)).toEqual({ organizations: [{ id: '1', networks: [{ id: 'N_1' }] }] });
  });

  it.skipIf(!existsSync('examples/acme/live.yaml'))(
    'loads the example seed examples/acme/live.yaml',
    async () => {
      const seed = await loadSeedFile('examples/acme/live.yaml');
      expect(seed.organizations.length).toBeGreaterThan(0);
    },
  );

  it('reports every schema problem with file:line:column', async () => {
    const path = seedFile(
      'bad.yaml',
      [
        'organizations:', //                       1
        '  - id: "1"', //                          2
        '    adminRoles:', //                      3
        '      - name: Helpdesk', //               4
        '        scope: everything', //            5
        '    networks:', //                        6
        '      - id: N_1', //                      7
        '        colour: blue', //                 8
        '        targetGroups:', //                9
        '          - { name: X, scope: "withSome, a" }', // 10
        '',
      ].join('\n'),
    );
    expect(await problemsOf(path)).toEqual([
      `${path}:5:16  organizations[0].adminRoles[0].scope: must be one of all_tags, some, without_all_tags, without_some`,
      `${path}:8:17  organizations[0].networks[0].colour: unknown field`,
      `${path}:10:31  organizations[0].networks[0].targetGroups[0].scope: must be a scope keyword (all, none, withAny, withAll, withoutAny, withoutAll), then optional tags`,
    ]);
  });

  it('reports YAML syntax errors and duplicate ids with positions', async () => {
    const syntax = seedFile('syntax.yaml', 'organizations:\n  - id: "1"\n    name: [unclosed\n');
    const [first] = await problemsOf(syntax);
    expect(first).toMatch(new RegExp(`^${syntax.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+  `));
    const duplicate = seedFile(
      'dup.yaml',
      'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n  - id: "2"\n    networks:\n      - id: N_1\n',
    );
    expect(await problemsOf(duplicate)).toEqual([
      `${duplicate}:7:13  organizations[1].networks[0].id: duplicate id 'N_1' (first at organizations[0].networks[0].id)`,
    ]);
    expect((await problemsOf(join(dir, 'missing.yaml')))[0]).toContain('cannot read the seed file');
  });

  it('stops startEmulator with a SeedError for a bad seed file or object', async () => {
    const path = seedFile('bad2.yaml', 'organizations:\n  - name: no id\n');
    await expect(startEmulator({ seedFile: path })).rejects.toThrow(
      `${path}:2:5  organizations[0]: must have required property 'id'`,
    );
    expect(() => validateSeed({ organizations: [{ id: 1 }] })).toThrow(SeedError);
  });

  it('accepts its own state snapshot as a seed', async () => {
    const emulator = await startTestEmulator('test/emulator/fixtures/acme.yaml');
    const snapshot = emulator.state();
    expect(() => validateSeed(snapshot)).not.toThrow();
    const again = await startTestEmulator(snapshot);
    expect(again.state()).toEqual(snapshot);
  });
});
