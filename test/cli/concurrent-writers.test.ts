import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator, type Seed } from '../../src/emulator/index.js';
import { call } from '../helpers/emulator.js';
import { forward, startGate } from '../helpers/gate.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/*
 * Other writers during an apply (issue 17): a colleague in the Dashboard, or a second smform. Each case
 * puts the other write at a chosen point of the CLI's conversation through a loopback gate, so what
 * happens is decided by the CLI's logic, never by timing.
 */

/** An emulator closed when the test that owns `onFinished` ends (concurrent tests: the context's hook). */
async function emulatorFor(seed: Seed, onFinished: OnFinished): Promise<RunningEmulator> {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  return emulator;
}

const env = (baseUrl: string): Record<string, string> => ({
  MERAKI_DASHBOARD_API_KEY: 'test-key',
  MERAKI_BASE_URL: baseUrl,
});

/** Takes an answer over: buffers it, runs `between`, then hands it on unchanged (or as `rewrite` says). */
function holdAnswer(
  between: () => Promise<void>,
  rewrite: (body: string) => string = (body) => body,
): (answer: IncomingMessage, res: ServerResponse) => boolean {
  return (answer, res) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      void between().then(() => {
        const body = rewrite(Buffer.concat(chunks).toString('utf8'));
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    return true;
  };
}

const SENTRY_PATH = '/sm/sentry/policies/assignments';

const sentrySeed = (): Seed => ({
  organizations: [
    {
      id: '7201',
      sentryPolicies: [
        {
          networkId: 'N_A',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_S', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
          ],
        },
        {
          networkId: 'N_B',
          policies: [
            { policyId: 'p2', smNetworkId: 'N_S', groupPolicyId: '201', scope: 'withAll', tags: ['lab'] },
          ],
        },
      ],
      networks: [{ id: 'N_A' }, { id: 'N_B' }, { id: 'N_S' }],
    },
  ],
});

/** N_A gains a policy; N_B (another team's) is not declared. */
const sentryConfig = `organizations:
  - id: "7201"
    sentryPolicies:
      - network: N_A
        policies:
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_S, groupPolicyId: "102", scope: all }
`;

/** A colleague's PUT of the whole list (highest priority last), as the Dashboard would send it. */
async function colleagueSentryPut(emulator: RunningEmulator, items: unknown[]): Promise<void> {
  const put = await call(emulator, 'PUT', `/organizations/7201${SENTRY_PATH}`, { body: { items } });
  if (put.status !== 200) throw new Error(`the colleague's PUT failed: ${put.text}`);
}

const pA = { policyId: 'p1', smNetworkId: 'N_S', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] };
const pB = { policyId: 'p2', smNetworkId: 'N_S', groupPolicyId: '201', scope: 'withAll', tags: ['lab'] };
const pBNew = { smNetworkId: 'N_S', groupPolicyId: '202', scope: 'withAny', tags: ['guest'] };

/** A gate that runs `between` after the CLI's first sentry read was answered, before the CLI sees it. */
async function gateAfterFirstSentryRead(target: string, between: () => Promise<void>) {
  let reads = 0;
  return startGate(target, (req, res, upstream) => {
    const isSentryRead = req.method === 'GET' && (req.url ?? '').includes(SENTRY_PATH);
    if (!isSentryRead || (reads += 1) > 1) return forward(req, res, upstream);
    forward(req, res, upstream, holdAnswer(between));
  });
}

describe('the sentry PUT while someone else edits the sentry lists', () => {
  it.concurrent(
    'carries a network it does not manage as it is now, not as it was at plan time',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(sentrySeed(), onTestFinished);
      const gate = await gateAfterFirstSentryRead(emulator.url, () =>
        // Another team adds a policy to N_B after smform read the list.
        colleagueSentryPut(emulator, [
          { networkId: 'N_A', policies: [pA] },
          { networkId: 'N_B', policies: [pBNew, pB] },
        ]),
      );
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': sentryConfig });
      const run = await smform(['apply', 'smform.yaml', '--auto-approve', '--no-backup'], {
        cwd,
        env: env(gate.url),
      });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const sentry = emulator.state().organizations[0]?.sentryPolicies ?? [];
      const nB = sentry.find((a) => a.networkId === 'N_B')?.policies.map((p) => p.groupPolicyId);
      expect(nB).toEqual(['201', '202']);
      const nA = sentry.find((a) => a.networkId === 'N_A')?.policies.map((p) => p.groupPolicyId);
      expect(nA).toEqual(['101', '102']);
    },
  );

  it.concurrent(
    'refuses as stale (exit 5) without writing when a network it changes moved since the plan',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(sentrySeed(), onTestFinished);
      const gate = await gateAfterFirstSentryRead(emulator.url, () =>
        colleagueSentryPut(emulator, [
          { networkId: 'N_A', policies: [{ ...pA, tags: ['byod', 'corp'] }] },
          { networkId: 'N_B', policies: [pB] },
        ]),
      );
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': sentryConfig });
      const puts = (): number =>
        emulator.requestLog.filter((e) => e.method === 'PUT' && e.path.includes(SENTRY_PATH)).length;
      const run = await smform(['apply', 'smform.yaml', '--auto-approve', '--no-backup'], {
        cwd,
        env: env(gate.url),
      });
      expect(run.code, run.stderr + run.stdout).toBe(5);
      expect(run.stdout).toContain('org/7201/sentry/N_A');
      expect(run.stdout).toMatch(/refused as stale: .*changed live since the plan/);
      // Only the colleague's PUT reached the emulator; their edit stands.
      expect(puts()).toBe(1);
      const nA = emulator.state().organizations[0]?.sentryPolicies?.find((a) => a.networkId === 'N_A');
      expect(nA?.policies.map((p) => p.tags)).toEqual([['byod', 'corp']]);
    },
  );

  it.concurrent(
    'reports a network it does not manage that the PUT did not keep as sent, and exits 1',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(sentrySeed(), onTestFinished);
      // A server that answers the PUT without N_B's policy: smform must not call that a success.
      const gate = await startGate(emulator.url, (req, res, upstream) => {
        if (req.method !== 'PUT') return forward(req, res, upstream);
        forward(
          req,
          res,
          upstream,
          holdAnswer(
            () => Promise.resolve(),
            (body) => {
              const parsed = JSON.parse(body) as { items: { networkId: string; policies: unknown[] }[] };
              for (const item of parsed.items) if (item.networkId === 'N_B') item.policies = [];
              return JSON.stringify(parsed);
            },
          ),
        );
      });
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': sentryConfig });
      const run = await smform(['apply', 'smform.yaml', '--auto-approve', '--no-backup'], {
        cwd,
        env: env(gate.url),
      });
      expect(run.code, run.stderr + run.stdout).toBe(1);
      expect(run.stdout).toMatch(/org\/7201\/sentry\/N_B: .*not as sent/);
    },
  );
});

const groupSeed = (): Seed => ({
  organizations: [{ id: '7301', networks: [{ id: 'N_1', targetGroups: [] }] }],
});

const groupConfig = `organizations:
  - id: "7301"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`;

const groupsNamed = (emulator: RunningEmulator, name: string) =>
  (emulator.state().organizations[0]?.networks[0]?.targetGroups ?? []).filter((g) => g.name === name);

describe('creates while someone else creates the same name', () => {
  it.concurrent(
    'adopts a group a colleague created since the plan, updating it to the declaration',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(groupSeed(), onTestFinished);
      let colleagueId = '';
      let reads = 0;
      const gate = await startGate(emulator.url, (req, res, upstream) => {
        const isListRead = req.method === 'GET' && (req.url ?? '').endsWith('/sm/targetGroups');
        if (!isListRead || (reads += 1) > 1) return forward(req, res, upstream);
        forward(
          req,
          res,
          upstream,
          holdAnswer(async () => {
            const made = await call(emulator, 'POST', '/networks/N_1/sm/targetGroups', {
              body: { name: 'Kiosks', scope: 'all' },
            });
            colleagueId = (made.body as { id: string }).id;
          }),
        );
      });
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': groupConfig });
      const run = await smform(['apply', 'smform.yaml', '--auto-approve', '--no-backup'], {
        cwd,
        env: env(gate.url),
      });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(run.stdout).toContain(`adopted id ${colleagueId}`);
      const kiosks = groupsNamed(emulator, 'Kiosks');
      expect(kiosks.map((g) => g.id)).toEqual([colleagueId]);
      expect(kiosks[0]?.scope).toBe('withAll');
      expect(emulator.requestLog.filter((e) => e.method === 'POST')).toHaveLength(1);
      const again = await smform(['plan', 'smform.yaml', '--detailed-exitcode'], {
        cwd,
        env: env(emulator.url),
      });
      expect(again.code, again.stderr + again.stdout).toBe(0);
    },
  );

  it.concurrent(
    'two applies from two machines whose creates cross: both fail naming both ids',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(groupSeed(), onTestFinished);
      // Each machine's POST is held until the other's arrived too: both looked first, both found nothing.
      const held: (() => void)[] = [];
      const holdPost = (req: IncomingMessage, res: ServerResponse, upstream: URL): void => {
        if (req.method !== 'POST') return forward(req, res, upstream);
        held.push(() => forward(req, res, upstream));
        if (held.length === 2) for (const release of held) release();
      };
      const gateA = await startGate(emulator.url, holdPost);
      const gateB = await startGate(emulator.url, holdPost);
      onTestFinished(() => gateA.close());
      onTestFinished(() => gateB.close());
      const cwdA = await workdir(onTestFinished, { 'smform.yaml': groupConfig });
      const cwdB = await workdir(onTestFinished, { 'smform.yaml': groupConfig });
      const argv = ['apply', 'smform.yaml', '--auto-approve', '--no-backup'];
      const [a, b] = await Promise.all([
        smform(argv, { cwd: cwdA, env: env(gateA.url) }),
        smform(argv, { cwd: cwdB, env: env(gateB.url) }),
      ]);
      const ids = groupsNamed(emulator, 'Kiosks').map((g) => g.id);
      expect(ids).toHaveLength(2);
      for (const run of [a, b]) {
        expect(run.code, run.stderr + run.stdout).toBe(1);
        expect(run.stdout).toContain(
          `network/N_1/targetGroup/Kiosks: after apply, 2 target groups are named "Kiosks" (ids ${ids.join(', ')})`,
        );
      }
    },
  );
});
