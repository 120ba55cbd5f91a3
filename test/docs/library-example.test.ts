import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createClient, loadConfig, planAgainstLive, startEmulator } from '../../src/index.js';
import { section } from './markdown-blocks.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The TypeScript block of a section of docs/library.md, as a reader copies it. */
function example(heading: string): string {
  const block = /```ts\n([\s\S]*?)```/.exec(
    section(readFileSync(join(root, 'docs/library.md'), 'utf8'), heading),
  );
  if (block?.[1] === undefined) throw new Error(`no ts block under ${heading}`);
  return block[1];
}

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`;

function run(file: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('docs/library.md', () => {
  it('the saved-plan example runs as it stands, importing the built package by its name', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({
      seed: {
        organizations: [
          {
            id: '7001',
            networks: [
              { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
            ],
          },
        ],
      },
      port: 0,
      rateLimit: 0,
    });
    onTestFinished(() => emulator.close());
    const cwd = await mkdtemp(join(tmpdir(), 'smform-library-example-'));
    onTestFinished(() => rm(cwd, { recursive: true, force: true }));
    // `import ... from 'smform'` finds this package, as it finds an installed one.
    await mkdir(join(cwd, 'node_modules'));
    await symlink(root, join(cwd, 'node_modules', 'smform'), 'dir');
    await writeFile(join(cwd, 'smform.yaml'), config);

    // The plan the example applies, saved as `smform plan smform.yaml --out plan.json` saves it.
    const desired = (await loadConfig(['smform.yaml'], { cwd })).state;
    if (desired === undefined) throw new Error('the test config is invalid');
    const client = createClient({ apiKey: 'test-key-library', baseUrl: emulator.url });
    onTestFinished(() => client.close());
    const { plan } = await planAgainstLive({ kind: 'api', client }, desired, {
      toolVersion: '0.0.0-test',
      origin: { command: 'plan', paths: ['smform.yaml'] },
    });
    await writeFile(join(cwd, 'plan.json'), JSON.stringify(plan));
    emulator.requestLog.length = 0;

    // Type-checked as a reader's strict project checks it, against the package's own declarations.
    const code = example('## Apply a saved plan');
    await writeFile(join(cwd, 'example.mts'), code);
    const program = ts.createProgram([join(cwd, 'example.mts')], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(errors).toEqual([]);
    const source = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    await writeFile(join(cwd, 'example.mjs'), source);
    const result = await run(join(cwd, 'example.mjs'), cwd, {
      PATH: process.env['PATH'] ?? '',
      MERAKI_DASHBOARD_API_KEY: 'test-key-library',
      MERAKI_BASE_URL: emulator.url,
    });

    expect(result).toMatchObject({ code: 0, stdout: 'applied\n' });
    expect(result.stderr).toContain('saved-plan-checked\n');
    expect(emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => e.method)).toEqual([
      'PUT',
    ]);
    expect(await readdir(join(cwd, '.smform', 'backups'))).toHaveLength(1);
    expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
  });
});
