import { describe, expect, it } from 'vitest';
import { PLAN_MARKER } from '../../src/report/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from './cli.js';

describe('smform plan --output markdown', () => {
  it('prints the pull-request comment of the real plan, naming the saved plan file in the footer', async () => {
    const emulator = await startTestEmulator('examples/acme/live.yaml', { rateLimit: 0 });
    const run = await smform([
      '--base-url',
      emulator.url,
      'plan',
      'examples/acme',
      '--output',
      'markdown',
      '--detailed-exitcode',
      '--out',
      '/dev/null',
    ]);
    expect(run.code, run.stderr).toBe(2);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([PLAN_MARKER, '## smform plan: 4 changes']);
    expect(run.stdout).toContain('| `+` | `org/549236/adminRole/Helpdesk APAC` | create |');
    expect(run.stdout).toContain('CI applies this exact plan: `smform apply /dev/null`');
    expect(run.stdout).not.toContain('\u001b[');
    // One organization of a fleet: the title names it, so a per-organization job finds its own comment.
    const retail = await smform([
      '--base-url',
      emulator.url,
      'plan',
      'examples/acme',
      '--org',
      '681155',
      '--output',
      'markdown',
    ]);
    expect(retail.stdout.split('\n').slice(0, 2)).toEqual([
      PLAN_MARKER,
      '## smform plan for `Acme Retail` (organization 681155): no changes',
    ]);
  });

  it('still prints a comment, titled failed, when the config is invalid (exit 3) or the API is unreachable (exit 1)', async () => {
    const bad = await smform([
      'plan',
      'test/fixtures/config/schema-bad-role-scope.yaml',
      '--output',
      'markdown',
    ]);
    expect(bad.code).toBe(3);
    expect(bad.stdout.startsWith(`${PLAN_MARKER}\n## smform plan: failed\n`)).toBe(true);
    expect(bad.stdout).toContain('the configuration is invalid (1 error)');
    const noKey = await smform(['plan', 'examples/acme', '--output', 'markdown'], {
      env: { MERAKI_DASHBOARD_API_KEY: undefined },
    });
    expect(noKey.code).toBe(1);
    expect(noKey.stdout).toContain('MERAKI_DASHBOARD_API_KEY is not set');
  });
});
