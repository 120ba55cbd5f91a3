import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from '../gitops/cli.js';

it('plans a name ending in a no-break space as that name, not trimmed (the fast YAML reader keeps it)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'smform-nbsp-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const group = (extra: string): string =>
    `          - { ${extra}name: "Kiosks\\u00a0", scope: withAny, tags: [kiosk] }`;
  await writeFile(
    join(dir, 'seed.yaml'),
    [
      'organizations:',
      "  - id: '1'",
      '    networks:',
      '      - id: N_1',
      '        targetGroups:',
      group("id: '11', "),
      '',
    ].join('\n'),
  );
  // The config writes the name plain, as people and `smform export` do.
  await writeFile(
    join(dir, 'config.yaml'),
    [
      'organizations:',
      "  - id: '1'",
      '    networks:',
      '      - id: N_1',
      '        targetGroups:',
      '          - name: Kiosks\u00a0',
      '            scope: withAny',
      '            tags: [kiosk]',
      '',
    ].join('\n'),
  );
  const emulator = await startTestEmulator(join(dir, 'seed.yaml'), { rateLimit: 0 });
  const run = await smform([
    '--base-url',
    emulator.url,
    'plan',
    join(dir, 'config.yaml'),
    '--detailed-exitcode',
  ]);
  expect(run.stdout).toBe('No changes.\n');
  expect(run.code, run.stderr).toBe(0);
});
