import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettingsSchema, type ProjectSettings } from '../../src/config/settings.js';
import { smform, workdir } from './run-in-process.js';

/*
 * docs/settings.md: its code blocks, run through the CLI (in-process). Each `yaml` block opening with
 * `# smform.settings.yaml` is a settings file; the `text` block after it is what the page says smform prints.
 */

const CONFIG = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
`;

async function blocks(): Promise<{ doc: string; pairs: [settings: string, printed: string][] }> {
  const doc = await readFile(new URL('../../docs/settings.md', import.meta.url), 'utf8');
  const fenced = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
  const pairs: [string, string][] = [];
  for (const [i, [lang, body]] of fenced.entries()) {
    const next = fenced[i + 1];
    if (lang === 'yaml' && body.startsWith('# smform.settings.yaml\n') && next?.[0] === 'text') {
      pairs.push([body, next[1]]);
    }
  }
  return { doc, pairs };
}

async function project(onFinished: Parameters<typeof workdir>[0], settings: string) {
  const root = await workdir(onFinished, { 'smform.settings.yaml': settings });
  for (const dir of ['orgs', 'networks', 'team']) await mkdir(join(root, dir));
  await writeFile(join(root, 'orgs', 'org.yaml'), CONFIG);
  await writeFile(
    join(root, 'networks', 'README.yaml'),
    '# yaml-language-server: $schema=smform.schema.json\n',
  );
  return root;
}

describe('docs/settings.md', () => {
  it('has its three examples, each a settings file and what smform prints for it', async () => {
    expect((await blocks()).pairs).toHaveLength(3);
  });

  it("the full example: valid, and --debug prints the page's lines", async ({ onTestFinished }) => {
    const [[settings, printed] = ['', '']] = (await blocks()).pairs;
    const root = await project(onTestFinished, settings);
    const run = await smform(['--debug', 'validate'], {
      cwd: join(root, 'team'),
      env: { SMFORM_RATE_BUDGET: '4', MERAKI_DASHBOARD_API_KEY: 'docs-key' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Checked the settings file ../smform.settings.yaml: 0 errors.');
    const lines = run.stderr.split('\n').filter((l) => /^debug: (settings file:|setting) /.test(l));
    expect(`${lines.join('\n')}\n`).toBe(printed);
  });

  it('the API key example: refused as the page shows', async ({ onTestFinished }) => {
    const [, [settings, printed] = ['', '']] = (await blocks()).pairs;
    const root = await project(onTestFinished, settings);
    const run = await smform(['plan', 'orgs'], { cwd: root, env: {} });
    expect(run.code).toBe(3);
    expect(run.stderr.startsWith(printed), run.stderr).toBe(true);
  });

  it('the error example: printed word for word', async ({ onTestFinished }) => {
    const [, , [settings, printed] = ['', '']] = (await blocks()).pairs;
    const root = await project(onTestFinished, settings);
    const run = await smform(['plan', 'orgs'], { cwd: root, env: {} });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(printed);
  });

  it('documents every key of the schema, and the schema has every key of the type', async () => {
    const { doc } = await blocks();
    const schemaKeys = Object.keys(readSettingsSchema()['properties'] ?? {});
    const typeKeys: Record<keyof ProjectSettings, true> = {
      configPaths: true,
      baseUrl: true,
      output: true,
      proxy: true,
      timeout: true,
      rateBudget: true,
      restore: true,
    };
    expect(schemaKeys.sort()).toEqual(Object.keys(typeKeys).sort());
    for (const key of schemaKeys) expect(doc).toMatch(new RegExp(`^\\| \`${key}(\\.\\*)?\` `, 'm'));
  });
});
