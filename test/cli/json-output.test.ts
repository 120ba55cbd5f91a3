import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

async function setup(onFinished: OnFinished, files: Record<string, string>, options: EmulatorOptions = {}) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, ...options });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return Object.assign((argv: string[]) => smform(argv, { cwd, env }), { cwd });
}

interface ApplyDocument {
  ok: boolean;
  changes: { address: string; action: string; status: string; id?: string; error?: string }[];
  api: { totals: { calls: number; requests: number } };
}

describe('apply --output json, in-process against the emulator', () => {
  it.concurrent(
    'one document with every change, its status and id, and the API counters',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': config });
      const applied = await run(['apply', 'smform.yaml', '--auto-approve', '--output', 'json']);
      expect(applied.code).toBe(0);
      const document = JSON.parse(applied.stdout) as ApplyDocument;
      expect(document.ok).toBe(true);
      expect(document.changes).toEqual([
        expect.objectContaining({
          address: 'network/N_1/targetGroup/Kiosks',
          action: 'update',
          status: 'done',
          id: 't1',
        }),
        expect.objectContaining({
          address: 'network/N_1/targetGroup/Laptops',
          action: 'create',
          status: 'done',
        }),
      ]);
      expect(document.changes[1]?.id).toMatch(/\S/);
      expect(document.api.totals.requests).toBeGreaterThan(0);
      // The plan goes to stderr, so stdout parses as one document.
      expect(applied.stderr).toContain('Plan:');
      const again = await run(['apply', 'smform.yaml', '--auto-approve', '--output', 'json']);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, changes: [] });
    },
  );

  it.concurrent(
    'a failed write: status failed with the API message, exit 1 as in text',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': config }, { faults: '5xx-after-write=1' });
      const applied = await run(['apply', 'smform.yaml', '--auto-approve', '--output', 'json']);
      expect(applied.code).toBe(1);
      const document = JSON.parse(applied.stdout) as ApplyDocument;
      expect(document.ok).toBe(false);
      const failed = document.changes.find((change) => change.status === 'failed');
      expect(failed).toMatchObject({ address: 'network/N_1/targetGroup/Kiosks', action: 'update' });
      expect(failed?.error).toMatch(/50\d/);
    },
  );
});

interface ErrorDocument {
  error: {
    code: string;
    message: string;
    hint?: string;
    exitCode: number;
    diagnostics: { code: string; message: string; file?: string; line?: number; column?: number }[];
  };
}

describe('apply PLANFILE --output json refused', () => {
  it.concurrent(
    'a refused saved plan: a document with no changes, ok false, exit 4',
    async ({ onTestFinished }) => {
      const pruned = config.replace(
        '      - id: N_1\n',
        '      - id: N_1\n        policy: { prune: true }\n',
      );
      const run = await setup(onTestFinished, {
        'smform.yaml': pruned.replace(/ +- \{ name: Kiosks.*\n/, ''),
      });
      expect((await run(['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json'])).code).toBe(0);
      const refused = await run(['apply', 'plan.json', 'smform.yaml', '--output', 'json']);
      expect(refused.code, refused.stderr).toBe(4);
      expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, changes: [] });
      expect(refused.stderr).toContain('--allow-delete');
    },
  );
});

describe('failures under --output json', () => {
  const invalid = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: sometimes, tags: [kiosk] }
`;

  it.concurrent(
    'an invalid config: the error and its diagnostics with file:line:column on stdout, exit 3',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': invalid });
      for (const command of [
        ['plan', 'smform.yaml', '--output', 'json'],
        ['drift', 'smform.yaml', '--output', 'json'],
        ['apply', 'smform.yaml', '--auto-approve', '--output', 'json'],
      ]) {
        const result = await run(command);
        expect(result.code, command.join(' ')).toBe(3);
        const document = JSON.parse(result.stdout) as ErrorDocument;
        expect(document.error).toMatchObject({ code: 'config.invalid', exitCode: 3 });
        expect(document.error.hint).toContain('smform validate');
        expect(document.error.diagnostics[0]).toMatchObject({ file: 'smform.yaml', line: 6 });
        expect(document.error.diagnostics[0]?.column).toBeGreaterThan(0);
        // stderr keeps the diagnostics for people; stdout holds only the document.
        expect(result.stderr).not.toContain('error: the configuration is invalid');
      }
    },
  );

  it.concurrent(
    'an API failure as JSON with its code and exit code; text stays the default',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': config }, { apiKeys: ['another-test-key'] });
      const json = await run(['plan', 'smform.yaml', '--output', 'json']);
      const text = await run(['plan', 'smform.yaml']);
      expect(json.code).toBe(1);
      expect(text.code).toBe(1);
      const document = JSON.parse(json.stdout) as ErrorDocument;
      expect(document.error).toMatchObject({ exitCode: 1, diagnostics: [] });
      expect(document.error.code).toMatch(/^api\./);
      expect(text.stdout).toBe('');
      expect(text.stderr).toContain(`error: ${document.error.message}`);
    },
  );
});

describe('smform show PLANFILE', () => {
  it.concurrent(
    'prints a saved plan as plan printed it, in text, markdown and JSON',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': config });
      const planned = await run(['plan', 'smform.yaml', '--out', 'plan.json']);
      expect(planned.code).toBe(0);
      const text = await run(['show', 'plan.json']);
      expect(text.code).toBe(0);
      expect(text.stdout).toBe(planned.stdout);
      const json = await run(['show', 'plan.json', '--output', 'json']);
      expect(json.code).toBe(0);
      expect(json.stdout).toBe(await readFile(join(run.cwd, 'plan.json'), 'utf8'));
      const markdown = await run(['show', 'plan.json', '--output', 'markdown']);
      expect(markdown.code).toBe(0);
      expect(markdown.stdout).toContain('network/N_1/targetGroup/Laptops');
      expect(markdown.stdout).toContain('smform apply plan.json');
    },
  );

  it.concurrent(
    'refuses an altered plan (exit 5), as JSON with --output json',
    async ({ onTestFinished }) => {
      const run = await setup(onTestFinished, { 'smform.yaml': config });
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      const file = join(run.cwd, 'plan.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"laptop"', '"desktop"'));
      const text = await run(['show', 'plan.json']);
      expect(text.code).toBe(5);
      expect(text.stdout).toBe('');
      expect(text.stderr).toContain('does not match its planHash');
      const json = await run(['show', 'plan.json', '--output', 'json']);
      expect(json.code).toBe(5);
      expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'plan.stale', exitCode: 5 } });
      const missing = await run(['show', 'nothing.json']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('cannot read plan file nothing.json');
    },
  );
});
