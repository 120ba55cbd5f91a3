import { describe, expect, it } from 'vitest';
import type { ApplyResult } from '../../src/applier/index.js';
import { renderApplyResult } from '../../src/report/index.js';
import { previewPolicyChange } from '../../src/cli/commands/api-policy-preview.js';
import { runOrgsLive } from '../../src/cli/commands/orgs-live.js';
import { openContext } from '../../src/cli/context.js';
import type { CliIo, GlobalFlags } from '../../src/cli/io.js';
import { renderDoctorText } from '../../src/doctor/render.js';
import { startEmulator } from '../../src/emulator/index.js';
import { HOSTILE, NAMES, ORGS_SEED as SEED, rawIn } from './hostile-probes.js';

/*
 * The same hostile names, at the renderers themselves: the CLI's stdout/stderr wrapper (src/cli/run.ts)
 * escapes whatever reaches it, so a renderer that forgot to escape passes every test of the built CLI.
 * These call the renderers and commands below that wrapper, with output captured as written.
 */

function expectNoRaw(label: string, text: string): void {
  expect(rawIn(text), label).toBeUndefined();
}

function capture(): { io: CliIo; output: () => string } {
  let text = '';
  const io: CliIo = {
    out: (chunk) => {
      text += chunk;
    },
    err: (chunk) => {
      text += chunk;
    },
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key' },
    cwd: process.cwd(),
    isTTY: false,
  };
  return { io, output: () => text };
}

describe('renderers escape hostile names themselves (below the CLI backstop)', () => {
  it('doctor text: a check message and hint carrying a server message or a name', () => {
    const text = renderDoctorText({
      ok: false,
      checks: NAMES.map((name) => ({
        id: 'network',
        status: 'fail' as const,
        subject: 'network N_1',
        message: `network N_1 was not found (404): ${name}`,
        hint: name,
      })),
    });
    expectNoRaw('doctor text', text);
    expect(text).toContain('network N_1 was not found (404): red\\u001b[31mX');
    expect(text.split('\n').filter((line) => line.startsWith('Evil overwrite'))).toEqual([]);
  });

  it('the apply table: adopted ids, failure messages and verification problems', () => {
    const result: ApplyResult = {
      writes: NAMES.flatMap((name, i) => [
        {
          addresses: [`network/N_1/targetGroup/${name}`],
          kind: 'targetGroup' as const,
          action: 'create' as const,
          orgId: '1',
          operationId: 'createNetworkSmTargetGroup',
          status: 'done' as const,
          id: name,
          adopted: i % 2 === 0 ? ('as-is' as const) : ('updated' as const),
        },
        {
          addresses: [`org/1/adminRole/${name}`],
          kind: 'adminRole' as const,
          action: 'create' as const,
          orgId: '1',
          operationId: 'createOrganizationSmAdminsRole',
          status: 'skipped' as const,
          message: `not created: 2 admin roles named ${JSON.stringify(name)} appeared since the plan (ids a, b)`,
        },
      ]),
      verification: NAMES.map((name) => ({
        address: `network/N_1/targetGroup/${name}`,
        message: `after apply, 2 target groups are named ${JSON.stringify(name)} (ids 1, 2)`,
      })),
      interrupted: false,
      ok: false,
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T00:00:01.000Z',
    };
    const text = renderApplyResult(result, { color: false });
    expectNoRaw('apply table', text);
    expect(text).toContain(`adopted id ${'invoice\\u202efdp.exe'} (another writer`);
  });

  it('orgs --live and the api preview write escaped names to their output', async ({ onTestFinished }) => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const globals: GlobalFlags = { debug: false, quiet: false, color: false, baseUrl: emulator.url };

    const orgs = capture();
    expect(await runOrgsLive(orgs.io, globals, [])).toBe(0);
    expectNoRaw('orgs --live', orgs.output());
    expect(orgs.output()).toContain('invoice\\u202efdp.exe');
    expect(orgs.output()).toContain('zero\\u200bwidth\\ufeff');
    expect(orgs.output()).toContain('line\\u2028separator');

    const preview = capture();
    const context = await openContext(preview.io, globals);
    onTestFinished(() => context.close());
    for (const [i] of NAMES.entries()) {
      const previews = [
        await previewPolicyChange(context.client, 'deleteNetworkSmTargetGroup', {
          networkId: `N_${i}`,
          targetGroupId: `t${i}`,
        }),
        await previewPolicyChange(context.client, 'deleteOrganizationSmAdminsRole', {
          organizationId: String(7100 + i),
          roleId: `r${i}`,
        }),
        await previewPolicyChange(context.client, 'updateOrganizationSmSentryPoliciesAssignments', {
          organizationId: String(7100 + i),
          items: NAMES.map((name) => ({
            networkId: name,
            policies: [{ smNetworkId: `N_${i}`, groupPolicyId: '1', scope: 'all', tags: [] }],
          })),
        }),
      ];
      for (const text of previews) expectNoRaw(`api preview ${i}`, text);
    }
    const all = await previewPolicyChange(context.client, 'deleteNetworkSmTargetGroup', {
      networkId: 'N_5',
      targetGroupId: 't5',
    });
    expect(all).toContain(`target group ${JSON.stringify(HOSTILE['bidi']).replace('\u202e', '\\u202e')}`);
  });
});
