import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § When something fails: a delete is skipped when a create in the same scope failed,
 * so a replacement that did not arrive never loses its predecessor; other scopes go on. A gate in front
 * of the emulator refuses the create of network N_1 with a 400.
 */

const seed: Seed = {
  organizations: [
    {
      id: '7601',
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Stray', scope: 'withAny', tags: ['old'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Stray', scope: 'withAny', tags: ['old'] }] },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7601"
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Replacement, scope: withAny, tags: [new] }
      - id: N_2
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Replacement, scope: withAny, tags: [new] }
`;

describe('the applier holds back deletes after a failed create of the same scope', () => {
  it('a failed create holds back the deletes of its network and nothing else', async ({ onTestFinished }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const gate = await startGate(emulator.url, (req, res, upstream) => {
      if (req.method !== 'POST' || !(req.url ?? '').includes('/networks/N_1/')) {
        forward(req, res, upstream);
        return;
      }
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: ['Name is not allowed here'] }));
      });
    });
    onTestFinished(() => gate.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const run = await smform(['apply', 'smform.yaml', '--yes', '--allow-delete', '--no-backup'], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key-held-back', MERAKI_BASE_URL: gate.url },
    });
    expect(run.code, run.stderr).toBe(1);
    const rows = (run.stdout + run.stderr)
      .split('\n')
      .filter((line) => /^(done|failed|skipped) /.test(line))
      .map((line) =>
        line
          .split(/\s{2,}/)
          .join(' | ')
          .replace(/ \| id \d+$/, ' | id (new)'),
      );
    expect(rows.sort()).toEqual([
      'done | create | network/N_2/targetGroup/Replacement | id (new)',
      'done | delete | network/N_2/targetGroup/Stray',
      'failed | create | network/N_1/targetGroup/Replacement | 400 Name is not allowed here',
      'skipped | delete | network/N_1/targetGroup/Stray | skipped because create network/N_1/targetGroup/Replacement failed',
    ]);
    // The held-back delete was never sent; the other network's was.
    const deletes = emulator.requestLog
      .filter((entry) => entry.method === 'DELETE')
      .map((entry) => entry.path);
    expect(deletes).toEqual(['/api/v1/networks/N_2/sm/targetGroups/t2']);
    const groups = emulator
      .state()
      .organizations[0]?.networks?.map((n) => [n.id, n.targetGroups?.map((g) => g.name)]);
    expect(groups).toEqual([
      ['N_1', ['Stray']],
      ['N_2', ['Replacement']],
    ]);
  }, 120_000);

  it('a failed role create holds back the role deletes of its organization, not the target group deletes there', async ({
    onTestFinished,
  }) => {
    const run = await applyThroughGate(onTestFinished, rolesSeed, rolesConfig, (req) =>
      req.method === 'POST' && (req.url ?? '').endsWith('/organizations/7602/sm/admins/roles')
        ? 'refuse'
        : 'forward',
    );
    expect(run.code, run.output).toBe(1);
    expect(run.rows).toEqual([
      'done | create | network/N_1/targetGroup/Replacement | id (new)',
      'done | delete | network/N_1/targetGroup/Stray',
      'failed | create | org/7602/adminRole/Helpdesk | 400 Name is not allowed here',
      'skipped | delete | org/7602/adminRole/Old Role | skipped because create org/7602/adminRole/Helpdesk failed',
    ]);
    expect(run.deletes).toEqual(['/api/v1/networks/N_1/sm/targetGroups/t1']);
  });

  it('a create not sent because the read before it failed holds back the deletes of its network', async ({
    onTestFinished,
  }) => {
    // The plan's read of N_1 goes through; the read the applier makes before the first create does not.
    let reads = 0;
    const run = await applyThroughGate(onTestFinished, seed, config, (req) => {
      if (req.method !== 'GET' || !(req.url ?? '').startsWith('/api/v1/networks/N_1/sm/targetGroups')) {
        return 'forward';
      }
      reads += 1;
      return reads === 2 ? 'refuse' : 'forward';
    });
    expect(run.code, run.output).toBe(1);
    expect(run.rows).toEqual([
      'done | create | network/N_2/targetGroup/Replacement | id (new)',
      'done | delete | network/N_2/targetGroup/Stray',
      'failed | create | network/N_1/targetGroup/Replacement | not sent: the read before it failed: 400 Name is not allowed here',
      'skipped | delete | network/N_1/targetGroup/Stray | skipped because create network/N_1/targetGroup/Replacement failed',
    ]);
    expect(run.deletes).toEqual(['/api/v1/networks/N_2/sm/targetGroups/t2']);
  });
});

const rolesSeed: Seed = {
  organizations: [
    {
      id: '7602',
      adminRoles: [{ roleId: 'r1', name: 'Old Role', scope: 'some', tags: ['old'] }],
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Stray', scope: 'withAny', tags: ['old'] }] }],
    },
  ],
};

const rolesConfig = `organizations:
  - id: "7602"
    policy: { prune: true, maxChangePercent: 100 }
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [new] }
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Replacement, scope: withAny, tags: [new] }
`;

/**
 * Applies `text` (deletes allowed) through a gate that answers 400 to the requests `decide` refuses, and
 * returns the exit code, the result table's rows (sorted, new ids masked) and the DELETEs the emulator saw.
 */
async function applyThroughGate(
  onFinished: OnFinished,
  seeded: Seed,
  text: string,
  decide: (req: IncomingMessage) => 'forward' | 'refuse',
) {
  const emulator = await startTestEmulator(seeded, { rateLimit: 0 });
  const gate = await startGate(emulator.url, (req: IncomingMessage, res: ServerResponse, upstream) => {
    if (decide(req) === 'forward') {
      forward(req, res, upstream);
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: ['Name is not allowed here'] }));
    });
  });
  onFinished(() => gate.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': text });
  const run = await smform(['apply', 'smform.yaml', '--yes', '--allow-delete', '--no-backup'], {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key-held-back', MERAKI_BASE_URL: gate.url },
  });
  const output = run.stdout + run.stderr;
  const rows = output
    .split('\n')
    .filter((line) => /^(done|failed|skipped) /.test(line))
    .map((line) =>
      line
        .split(/\s{2,}/)
        .join(' | ')
        .replace(/ \| id \d+$/, ' | id (new)'),
    )
    .sort();
  const deletes = emulator.requestLog.filter((entry) => entry.method === 'DELETE').map((entry) => entry.path);
  return { code: run.code, output, rows, deletes };
}
