import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from './cli.js';

const RETAIL_SEED = 'examples/retail/live.yaml';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-export-templates-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('smform export --templates', () => {
  it('writes each target-group list that several networks share once, and an immediate plan is empty', async () => {
    const emulator = await startTestEmulator(RETAIL_SEED, { rateLimit: 0 });
    const dir = await tempDir();
    const base = ['--base-url', emulator.url];
    const exported = await smform([...base, 'export', '--org', '770140', '--templates', '--out-dir', dir]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toContain(`wrote ${join(dir, 'templates/770140.yaml')}`);
    const templates = await readFile(join(dir, 'templates/770140.yaml'), 'utf8');
    // The seed's 40 stores: 29 hold the baseline list, 8 baseline + pharmacy; stores 005, 012 and 030 differ.
    expect(templates).toContain(
      '# organization 770140: 2 templates for the target-group lists that 37 of its networks share.',
    );
    expect(templates).toContain('# Exported from the Dashboard by `smform export --org 770140 --templates`');
    expect(templates.match(/^ {4}770140-shared-\d+:$/gm)).toEqual([
      '    770140-shared-1:',
      '    770140-shared-2:',
    ]);
    const files = await readdir(join(dir, 'networks'));
    const texts = await Promise.all(files.map((file) => readFile(join(dir, 'networks', file), 'utf8')));
    const using = (name: string): number => texts.filter((text) => text.includes(`use: [${name}]`)).length;
    expect(using('770140-shared-1')).toBe(29);
    expect(using('770140-shared-2')).toBe(8);
    expect(texts.filter((text) => text.includes('targetGroups:'))).toHaveLength(3);
    expect(texts.every((text) => !(text.includes('use:') && text.includes('targetGroups:')))).toBe(true);

    const validated = await smform(['validate', dir]);
    expect(validated.code, validated.stdout).toBe(0);
    expect(validated.stdout).toContain('0 errors, 0 warnings.');
    const planned = await smform([...base, 'plan', dir, '--detailed-exitcode']);
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
    expect(planned.stdout).toBe('No changes.\n');

    const again = await smform([...base, 'export', '--org', '770140', '--templates', '--out-dir', dir]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`unchanged ${join(dir, 'templates/770140.yaml')}`);
  });

  it('writes no template file when no list repeats (a list with a pinned id never does)', async () => {
    const seed = join(await tempDir(), 'seed.yaml');
    const group = (id: string, name: string): string =>
      `          - { id: '${id}', name: ${name}, scope: withAny, tags: [a] }`;
    await writeFile(
      seed,
      [
        'organizations:',
        "  - id: '1'",
        '    networks:',
        '      - id: N_1',
        '        targetGroups:',
        group('11', 'Same'),
        group('12', 'Same'),
        '      - id: N_2',
        '        targetGroups:',
        group('21', 'Same'),
        group('22', 'Same'),
        '      - id: N_3',
        '        targetGroups:',
        group('31', 'Other'),
        '',
      ].join('\n'),
    );
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const dir = await tempDir();
    const base = ['--base-url', emulator.url];
    const exported = await smform([...base, 'export', '--org', '1', '--templates', '--out-dir', dir]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(await readdir(dir)).toEqual(['networks', 'orgs']);
    expect(await readFile(join(dir, 'networks/N_1.yaml'), 'utf8')).toContain("id: '11'");
    // The second "Same" of each network stays unmanaged (export pins the lowest id): no change either way.
    const planned = await smform([...base, 'plan', dir, '--detailed-exitcode']);
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
    expect(planned.stderr).toContain('0 to create, 0 to update, 0 to delete, 3 unchanged, 2 unmanaged');
  });

  it('refuses --with-ids beside it before reading anything', async () => {
    const emulator = await startTestEmulator(RETAIL_SEED, { rateLimit: 0 });
    const dir = await tempDir();
    const run = await smform([
      '--base-url',
      emulator.url,
      'export',
      '--org',
      '770140',
      '--templates',
      '--with-ids',
      '--out-dir',
      dir,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '--templates and --with-ids cannot be combined: a template cannot pin live ids',
    );
    expect(emulator.requestLog).toHaveLength(0);
    expect(await readdir(dir)).toEqual([]);
  });
});
