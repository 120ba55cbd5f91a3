import { describe, expect, it } from 'vitest';
import { config, QUESTION, seed } from './approval-fixture.js';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § `smform apply`: `apply PATH` prints the plan and asks `(y/N)` on a terminal. Only
 * "yes" or "y" applies (any case, spaces around ignored); anything else cancels with exit 1 and writes
 * nothing; without a terminal, or with CI set, nothing is asked and the apply is refused. The answer is
 * typed into the in-process run's terminal; `approval-prompt.test.ts` asks through a real one.
 */

const KEY = 'test-key-approval-answers';
async function applyAnswering(
  onFinished: OnFinished,
  answer: string | (() => Promise<string>) | undefined,
  env: Record<string, string> = {},
  flags: string[] = [],
  started: (url: string) => void = () => {},
) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  started(emulator.url);
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const run = await smform(['apply', 'smform.yaml', ...flags], {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url, ...env },
    ...(answer === undefined ? {} : { answer }),
  });
  const writes = emulator.requestLog.filter((entry) => entry.method !== 'GET').map((entry) => entry.method);
  const tags = emulator.state().organizations[0]?.networks?.[0]?.targetGroups?.[0]?.tags;
  return { ...run, writes, tags };
}

describe('the answers to the approval question of apply PATH', () => {
  it('only "y" or "yes", in any case and with spaces around, applies the plan', async ({
    onTestFinished,
  }) => {
    for (const answer of ['y', 'yes', 'Y', 'YES', 'Yes', '  yes  ', '\ty']) {
      const run = await applyAnswering(onTestFinished, answer);
      const about = `answer ${JSON.stringify(answer)}: ${run.stderr}`;
      expect(run.stderr, about).toContain(QUESTION);
      expect(run.code, about).toBe(0);
      expect(run.stdout, about).toContain('~ network/N_1/targetGroup/Kiosks');
      expect(run.writes, about).toEqual(['PUT']);
      expect(run.tags, about).toEqual(['x', 'y']);
    }
  });

  it('any other answer cancels with exit 1 and writes nothing', async ({ onTestFinished }) => {
    for (const answer of ['', 'n', 'no', 'N', 'ye', 'yes please', 'yep', 'oui', 'y y', 'yy', 'sí']) {
      const run = await applyAnswering(onTestFinished, answer);
      const about = `answer ${JSON.stringify(answer)}: ${run.stderr}`;
      expect(run.stderr, about).toContain(QUESTION);
      expect(run.code, about).toBe(1);
      expect(run.stderr, about).toContain('Apply cancelled; nothing was changed.\n');
      expect(run.writes, about).toEqual([]);
      expect(run.tags, about).toEqual(['x']);
    }
  });

  it('reads the live state again after the yes: an edit made while it waited is refused as stale', async ({
    onTestFinished,
  }) => {
    let url = '';
    const otherWriter = async (): Promise<string> => {
      const response = await fetch(`${url}/networks/N_1/sm/targetGroups/t1`, {
        method: 'PUT',
        headers: { 'X-Cisco-Meraki-API-Key': 'test-key-other-writer', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Kiosks', scope: 'withAny, z' }),
      });
      expect(response.status).toBe(200);
      return 'y';
    };
    const run = await applyAnswering(
      onTestFinished,
      otherWriter,
      {},
      [],
      (emulatorUrl) => (url = emulatorUrl),
    );
    expect(run.stderr).toContain(QUESTION);
    expect(run.code, run.stderr).toBe(5);
    expect(run.stderr).toContain(
      'error: the plan is stale: live state moved since it was made\n' +
        '  network/N_1/targetGroup/Kiosks: it was changed live\n',
    );
    // The other writer's PUT is the only write.
    expect(run.writes).toEqual(['PUT']);
    expect(run.tags).toEqual(['z']);
  });

  it('without a terminal to ask, refuses with exit 1 and the way out, and writes nothing', async ({
    onTestFinished,
  }) => {
    const run = await applyAnswering(onTestFinished, undefined);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain(QUESTION);
    expect(run.stderr).toContain(
      'error: apply needs approval, and there is no terminal to ask (or CI is set)\n',
    );
    expect(run.stderr).toContain(
      'hint: review the plan above and pass --auto-approve, or save it with `smform plan --out FILE` and apply the file\n',
    );
    expect(run.writes).toEqual([]);
  });

  it('without a terminal, apply --output json gives the refusal its stable code', async ({
    onTestFinished,
  }) => {
    const run = await applyAnswering(onTestFinished, undefined, {}, ['--output', 'json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: { code: 'apply.approval', fault: 'usage', exitCode: 1 },
    });
    expect(run.writes).toEqual([]);
  });

  it('with CI set, asks nothing even on a terminal and refuses with exit 1', async ({ onTestFinished }) => {
    const run = await applyAnswering(onTestFinished, 'yes', { CI: 'true' });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain(QUESTION);
    expect(run.stderr).toContain('apply needs approval, and there is no terminal to ask (or CI is set)');
    expect(run.writes).toEqual([]);
    expect(run.tags).toEqual(['x']);
  });
});
