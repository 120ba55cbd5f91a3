import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { forward, startGate } from '../helpers/gate.js';
import { smform, workdir } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § Exit codes: apply exits 5 when a sentry list it changes moved before its PUT and
 * nothing else failed, 1 when a write failed too. A gate in front of the emulator lets a colleague move
 * the sentry list after the CLI's first read of it, and, when asked, refuses the create of network N_T.
 */

const SENTRY_PATH = '/sm/sentry/policies/assignments';
const pA = {
  policyId: 'p1',
  smNetworkId: 'N_S',
  groupPolicyId: '101',
  scope: 'withAny' as const,
  tags: ['byod'],
};

const seed: Seed = {
  organizations: [
    {
      id: '7701',
      sentryPolicies: [{ networkId: 'N_A', policies: [pA] }],
      networks: [{ id: 'N_A' }, { id: 'N_S' }, { id: 'N_T', targetGroups: [] }],
    },
  ],
};

const config = `organizations:
  - id: "7701"
    sentryPolicies:
      - network: N_A
        policies:
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_S, groupPolicyId: "102", scope: all }
    networks:
      - id: N_T
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`;

/** The same sentry change with no other write beside it. */
const sentryOnly = config.slice(0, config.indexOf('    networks:'));

/** What the gate does to N_T's create besides: nothing, refuse it (400), or hide it from the re-read after it. */
type CreateFate = 'done' | 'refused' | 'lost';

async function applyWithColleague(
  onFinished: (cleanup: () => Promise<void>) => void,
  fate: CreateFate,
  configText = config,
) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  let sentryReads = 0;
  let created = false;
  const gate = await startGate(emulator.url, (req, res, upstream) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && url.includes('/networks/N_T/')) created = true;
    if (fate === 'lost' && created && req.method === 'GET' && url.includes('/networks/N_T/sm/targetGroups')) {
      // The write did not stick: the re-read after it finds no such group.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
      return;
    }
    if (fate === 'refused' && req.method === 'POST' && url.includes('/networks/N_T/')) {
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: ['Name is not allowed here'] }));
      });
      return;
    }
    if (req.method !== 'GET' || !url.includes(SENTRY_PATH) || (sentryReads += 1) > 1) {
      forward(req, res, upstream);
      return;
    }
    // The first sentry read: a colleague changes N_A's list before the CLI sees the answer.
    forward(req, res, upstream, (answer: IncomingMessage, out: ServerResponse) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        void call(emulator, 'PUT', `/organizations/7701${SENTRY_PATH}`, {
          body: { items: [{ networkId: 'N_A', policies: [{ ...pA, tags: ['byod', 'corp'] }] }] },
        }).then(() => {
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          out.writeHead(answer.statusCode ?? 502, headers);
          out.end(Buffer.concat(chunks));
        });
      });
      return true;
    });
  });
  onFinished(() => gate.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': configText });
  const run = await smform(['apply', 'smform.yaml', '--yes', '--no-backup'], {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key-mixed-outcome', MERAKI_BASE_URL: gate.url },
  });
  const rows = run.stdout
    .split('\n')
    .filter((line) => /^(done|failed|skipped) /.test(line))
    .map((line) =>
      line
        .split(/\s{2,}/)
        .slice(0, 3)
        .join(' | '),
    )
    .sort();
  return { run, rows };
}

describe('apply exit codes when outcomes mix', () => {
  it('a stale refusal beside a done write exits 5', async ({ onTestFinished }) => {
    const { run, rows } = await applyWithColleague(onTestFinished, 'done');
    expect(run.code, run.stdout + run.stderr).toBe(5);
    expect(rows).toEqual([
      'done | create | network/N_T/targetGroup/Kiosks',
      'skipped | update | org/7701/sentry/N_A',
    ]);
    expect(run.stdout).toContain(
      'refused as stale: org/7701/sentry/N_A changed live since the plan; nothing was sent',
    );
  }, 120_000);

  it('a stale refusal with no other write exits 5', async ({ onTestFinished }) => {
    const { run, rows } = await applyWithColleague(onTestFinished, 'done', sentryOnly);
    expect(run.code, run.stdout + run.stderr).toBe(5);
    expect(rows).toEqual(['skipped | update | org/7701/sentry/N_A']);
    expect(run.stdout).toContain('Apply failed: 0 done, 0 failed, 1 skipped.\n');
    expect(run.stderr).toContain(
      'Next: run `smform plan smform.yaml` to see what is left, then apply again.\n',
    );
  }, 120_000);

  it('a stale refusal beside a failed write exits 1 and reports both', async ({ onTestFinished }) => {
    const { run, rows } = await applyWithColleague(onTestFinished, 'refused');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(rows).toEqual([
      'failed | create | network/N_T/targetGroup/Kiosks',
      'skipped | update | org/7701/sentry/N_A',
    ]);
    expect(run.stdout).toContain(
      'refused as stale: org/7701/sentry/N_A changed live since the plan; nothing was sent',
    );
    expect(run.stdout).toContain('400 Name is not allowed here');
  }, 120_000);

  it('a stale refusal beside a write that did not stick exits 1 and reports both', async ({
    onTestFinished,
  }) => {
    const { run, rows } = await applyWithColleague(onTestFinished, 'lost');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(rows).toEqual([
      'done | create | network/N_T/targetGroup/Kiosks',
      'skipped | update | org/7701/sentry/N_A',
    ]);
    expect(run.stdout).toContain(
      'refused as stale: org/7701/sentry/N_A changed live since the plan; nothing was sent',
    );
    expect(run.stdout).toContain(
      'Verification found problems:\n  network/N_T/targetGroup/Kiosks: after apply, it is missing\n\n' +
        'Apply failed: 1 done, 0 failed, 1 skipped.\n',
    );
  }, 120_000);
});

describe('plan exit codes when outcomes mix', () => {
  it('a plan with changes and a refusal exits 4 under --detailed-exitcode, not 2', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(
      {
        organizations: [
          {
            id: '7702',
            networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Stray', scope: 'all', tags: [] }] }],
          },
        ],
      },
      { rateLimit: 0 },
    );
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': `organizations:
  - id: "7702"
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`,
    });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-mixed-plan', MERAKI_BASE_URL: emulator.url };
    const refused = await smform(['plan', 'smform.yaml', '--detailed-exitcode'], { cwd, env });
    expect(refused.code, refused.stderr).toBe(4);
    expect(refused.stderr).toContain('network/N_1/targetGroup/Stray');
    expect(refused.stderr).toContain(
      'Refused as unsafe (1):\n  network/N_1/targetGroup/Stray would be deleted (prune) (pass --allow-delete to allow)\n',
    );
    // The same plan with the delete allowed: changes alone, exit 2.
    const allowed = await smform(['plan', 'smform.yaml', '--detailed-exitcode', '--allow-delete'], {
      cwd,
      env,
    });
    expect(allowed.code, allowed.stderr).toBe(2);
    expect(allowed.stderr).not.toContain('Refused as unsafe');
  });

  it('a plan with one create and one update exits 2 under --detailed-exitcode', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(
      {
        organizations: [
          {
            id: '7703',
            networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Lobby', scope: 'all', tags: [] }] }],
          },
        ],
      },
      { rateLimit: 0 },
    );
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': `organizations:
  - id: "7703"
    networks:
      - id: N_1
        targetGroups:
          - { name: Lobby, scope: withAny, tags: [lobby] }
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`,
    });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-mixed-plan', MERAKI_BASE_URL: emulator.url };
    const run = await smform(['plan', 'smform.yaml', '--detailed-exitcode'], { cwd, env });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('1 to create, 1 to update, 0 to delete');
    expect(run.stderr).not.toContain('Refused as unsafe');
  });
});
