import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { smform as built, workdir, type OnFinished, type Run } from './run-built.js';
import { smform as inProcess } from './run-in-process.js';

/*
 * Most behaviour tests run the CLI in-process (run-in-process.ts). This suite is why that is honest: the
 * built CLI as a real process (main.ts: its exit code, its own stdout and stderr) and the in-process run
 * give the same exit code and the same bytes on both streams, for every exit code and output form the
 * behaviour tests rely on. Only what differs by nature is masked: the temporary directory, the emulator's
 * port, timestamps and durations.
 */

const KEY = 'test-key-parity';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Stray', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

const invalid = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: sometimes }
`;

const files = { 'smform.yaml': config, 'invalid.yaml': invalid };

/** Runs `argv` in a fresh directory against a fresh emulator; what differs by nature is masked. */
async function runOnce(
  onFinished: OnFinished,
  start: typeof built,
  argv: string[],
  env: Record<string, string>,
): Promise<Run> {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const run = await start(argv, {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url, ...env },
  });
  const mask = (text: string): string =>
    inWriteOrder(
      text
        .replaceAll(emulator.url, '<base-url>')
        .replaceAll(cwd, '<cwd>')
        .replace(/\d{4}-\d\d-\d\dT\d\d[:-]\d\d[:-]\d\d([.-]\d+)?Z/g, '<time>')
        .replace(/\b\d+(\.\d+)?(ms|s)\b/g, '<duration>'),
    );
  return { code: run.code, stdout: mask(run.stdout), stderr: mask(run.stderr) };
}

/** A write's line per object: writes run side by side, so their lines come in the order they finish. */
const WRITE_LINE = /^[+~-] (created|updated|deleted) /;

/** The output with each run of adjacent write lines sorted: the order writes finish in is not fixed. */
function inWriteOrder(text: string): string {
  const lines = text.split('\n');
  for (let start = 0; start < lines.length; start++) {
    let end = start;
    while (end < lines.length && WRITE_LINE.test(lines[end] as string)) end++;
    if (end - start > 1) lines.splice(start, end - start, ...lines.slice(start, end).sort());
    start = end;
  }
  return lines.join('\n');
}

const cases: [string, string[], Record<string, string>][] = [
  ['validate, no problem: exit 0', ['validate', 'smform.yaml'], {}],
  ['validate, a config error: exit 3, problems on stdout', ['validate', 'invalid.yaml'], {}],
  ['plan of an invalid config: exit 3, the error on stderr', ['plan', 'invalid.yaml'], {}],
  ['an unknown option: exit 1, usage on stderr', ['plan', '--no-such-flag'], {}],
  ['plan with changes: exit 2, the plan on stdout, counts on stderr', ['plan', 'smform.yaml', '-d'], {}],
  ['plan refusing a delete: exit 4', ['plan', 'smform.yaml'], {}],
  ['plan -o json', ['plan', 'smform.yaml', '-o', 'json', '--allow-delete'], {}],
  ['plan -o markdown', ['plan', 'smform.yaml', '-o', 'markdown', '--allow-delete'], {}],
  ['apply --auto-approve: exit 0, progress lines', ['apply', 'smform.yaml', '--yes', '--allow-delete'], {}],
  [
    'apply -o json with --progress (the line on stderr)',
    ['--progress', 'apply', 'smform.yaml', '--yes', '-o', 'json', '--allow-delete'],
    {},
  ],
  ['--debug plan: request lines, never the key', ['--debug', 'plan', 'smform.yaml', '--allow-delete'], {}],
  ['no API key: exit 1', ['plan', 'smform.yaml'], { MERAKI_DASHBOARD_API_KEY: '' }],
  ['an error under -o json: the document on stdout', ['plan', 'nowhere.yaml', '-o', 'json'], {}],
  ['colour forced in a pipe', ['validate', 'invalid.yaml'], { FORCE_COLOR: '1' }],
  ['--help', ['--help'], {}],
  ['plan --help', ['plan', '--help'], {}],
];

describe('the built CLI and the in-process run: the same exit code and bytes', () => {
  it.concurrent.for(cases)('%s', async ([, argv, env], { onTestFinished }) => {
    const [real, here] = await Promise.all([
      runOnce(onTestFinished, built, argv, env),
      runOnce(onTestFinished, inProcess, argv, env),
    ]);
    expect(here).toEqual(real);
    expect(`${real.stdout}${real.stderr}`).not.toContain(KEY);
  });
});
