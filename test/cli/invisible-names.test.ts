import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { smform, workdir } from './run-in-process.js';

/*
 * Issue 27.4: default-ignorable and invisible code points (tag characters, U+034F, U+3164) are escaped in
 * text and Markdown output; names that render the same are a config error, and a plan warning live.
 */

const TAG_SPACE = '\u{E0020}';
const seed: Seed = {
  organizations: [
    {
      id: '7401',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: '1', name: 'All Laptops', scope: 'all', tags: [] },
            { id: '2', name: `All Laptops${TAG_SPACE}`, scope: 'all', tags: [] },
            { id: '3', name: 'Kio\u034Fsks', scope: 'all', tags: [] },
            { id: '4', name: 'Filler\u3164', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

const declared = (names: string[]) =>
  `organizations:\n  - id: "7401"\n    networks:\n      - id: N_1\n        targetGroups:\n${names
    .map((name) => `          - { name: ${JSON.stringify(name)}, scope: all }\n`)
    .join('')}`;

const KEY = 'test-key-invisible-names';

describe('invisible and look-alike characters in names', () => {
  it('are escaped in text and Markdown plans, and live look-alikes are a warning', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': declared(['All Laptops']) });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    const text = await smform(['plan', 'smform.yaml', '--no-devices'], { cwd, env });
    expect(text.code, text.stderr).toBe(0);
    const output = text.stdout + text.stderr;
    for (const raw of [TAG_SPACE, '\u034F', '\u3164']) expect(output).not.toContain(raw);
    expect(text.stdout).toContain('? network/N_1/targetGroup/All Laptops\\udb40\\udc20  (id 2)');
    expect(text.stdout).toContain('? network/N_1/targetGroup/Kio\\u034fsks  (id 3)');
    expect(text.stdout).toContain('? network/N_1/targetGroup/Filler\\u3164  (id 4)');
    expect(text.stdout).toContain(
      'warning: target group names in network N_1 look the same but differ in invisible characters or Unicode form: "All Laptops" (live, id 1), "All Laptops\\udb40\\udc20" (live, id 2), "All Laptops" (declared)\n    hint: rename the live object in the Dashboard, or declare the name exactly as it is live\n',
    );
    // One warning: the other names look like no other name.
    expect(text.stdout.split('look the same')).toHaveLength(2);
    const json = await smform(['plan', 'smform.yaml', '--no-devices', '-o', 'json'], { cwd, env });
    const { diagnostics } = JSON.parse(json.stdout) as { diagnostics: { code: string; severity: string }[] };
    expect(diagnostics.map((d) => [d.severity, d.code])).toStrictEqual([['warning', 'look-alike-name']]);
    const markdown = await smform(['plan', 'smform.yaml', '--no-devices', '-o', 'markdown'], { cwd, env });
    expect(markdown.code, markdown.stderr).toBe(0);
    for (const raw of [TAG_SPACE, '\u034F', '\u3164']) expect(markdown.stdout).not.toContain(raw);
    expect(markdown.stdout).toContain('All Laptops\\udb40\\udc20');
  }, 60_000);

  it('makes two declared names that render the same a config error, located, with the fix', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'lookalike.yaml': declared(['All Laptops', '\uFF21ll Laptops', 'Cafe\u0301', 'Café']),
      'invisible.yaml': declared([`All Laptops${TAG_SPACE}`, 'Kio\u034Fsks'])
        .replace('7401', '7402')
        .replace('N_1', 'N_2'),
    });
    const run = await smform(['validate', '.'], { cwd });
    expect(run.code, run.stdout).toBe(3);
    expect(run.stdout).toContain(
      'lookalike.yaml:7:21  organizations[0].networks[0].targetGroups[1].name: target group "Ａll Laptops" of network N_1 looks the same as "All Laptops" (lookalike.yaml:6:13): they differ only in invisible characters or Unicode form',
    );
    expect(run.stdout).toContain('hint: rename one of them so that the names read differently');
    expect(run.stdout).toContain(
      'lookalike.yaml:9:21  organizations[0].networks[0].targetGroups[3].name: target group "Caf\u00e9" of network N_1 looks the same as "Cafe\u0301"',
    );
    expect(run.stdout).toContain(
      'invisible.yaml:6:21  organizations[0].networks[0].targetGroups[0].name: target group name "All Laptops\\udb40\\udc20" contains the invisible character \\udb40\\udc20 (character 12)',
    );
    expect(run.stdout).toContain(
      'target group name "Kio\\u034fsks" contains the invisible character \\u034f',
    );
    expect(run.stdout).not.toContain(TAG_SPACE);
  }, 60_000);
});
