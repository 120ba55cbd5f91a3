import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { CONFIG, SEED } from '../faults/helpers/scenario.js';
import { runCaptured } from '../helpers/cli.js';

/**
 * A saved plan is checked (readable, unaltered, safe to apply) before smform needs an API key: an altered
 * or unsafe plan gets its own exit code (5, 4) and message, not "MERAKI_DASHBOARD_API_KEY is not set".
 */
describe('smform apply PLANFILE checks the file before it asks for a key', () => {
  async function savedPlan(): Promise<{ cwd: string; text: string }> {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    const cwd = await mkdtemp(join(tmpdir(), 'smform-saved-'));
    onTestFinished(async () => {
      await emulator.close();
      await rm(cwd, { recursive: true, force: true });
    });
    await writeFile(join(cwd, 'smform.yaml'), CONFIG);
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key' };
    const argv = ['--base-url', emulator.url, 'plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json'];
    const planned = await runCaptured(argv, { cwd, env });
    expect(planned.code, planned.stderr).toBe(0);
    return { cwd, text: await readFile(join(cwd, 'plan.json'), 'utf8') };
  }

  it('an altered plan: exit 5 without a key', async () => {
    const { cwd, text } = await savedPlan();
    await writeFile(join(cwd, 'bad.json'), text.replace('"tablet"', '"tablets"'));
    const run = await runCaptured(['apply', 'bad.json', '--allow-delete', '--auto-approve'], { cwd });
    expect(run.stderr).toContain('the plan file was altered after it was made');
    expect(run.stderr).not.toContain('MERAKI_DASHBOARD_API_KEY');
    expect(run.code).toBe(5);
  });

  it('a plan with deletes applied without --allow-delete: exit 4 without a key', async () => {
    const { cwd } = await savedPlan();
    const run = await runCaptured(['apply', 'plan.json', '--auto-approve'], { cwd });
    expect(run.stderr).toContain('--allow-delete');
    expect(run.stderr).not.toContain('MERAKI_DASHBOARD_API_KEY');
    expect(run.code).toBe(4);
  });

  it('a valid, allowed plan still needs the key: exit 1 naming it', async () => {
    const { cwd } = await savedPlan();
    const run = await runCaptured(['apply', 'plan.json', '--allow-delete', '--auto-approve'], { cwd });
    expect(run.stderr).toContain('MERAKI_DASHBOARD_API_KEY is not set');
    expect(run.code).toBe(1);
  });
});
