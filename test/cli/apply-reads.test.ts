import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

const seed: Seed = {
  organizations: [
    {
      id: '7101',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Laptops', scope: 'withAny', tags: ['laptop'] }] },
      ],
    },
  ],
};

/** Changes one group in N_1 and the role; N_2 stays as it is. */
const config = `organizations:
  - id: "7101"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea, apac] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
      - id: N_2
        targetGroups:
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

async function setup(onFinished: OnFinished) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return { emulator, run: (argv: string[]) => smform(argv, { cwd, env }) };
}

/** The log as `METHOD path`, in arrival order. */
const requests = (log: readonly { method: string; path: string }[]): string[] =>
  log.map((entry) => `${entry.method} ${entry.path.replace('/api/v1', '')}`);

describe('apply PATH --auto-approve reads each scope once before writing', () => {
  it.concurrent(
    'uses the state it planned from, then re-reads the touched scopes once to verify',
    async ({ onTestFinished }) => {
      const { emulator, run } = await setup(onTestFinished);
      const applied = await run(['apply', 'smform.yaml', '--auto-approve', '--no-backup']);
      expect(applied.code, applied.stderr).toBe(0);
      const log = requests(emulator.requestLog);
      const firstWrite = log.findIndex((line) => !line.startsWith('GET '));
      const beforeWrites = log.slice(0, firstWrite).filter((line) => !line.includes('/sm/devices'));
      expect([...beforeWrites].sort()).toEqual(
        [
          'GET /networks/N_1/sm/targetGroups',
          'GET /networks/N_2/sm/targetGroups',
          // The declared networks are checked against the organization's list, alongside the reads.
          'GET /organizations/7101/networks',
          'GET /organizations/7101/sm/admins/roles',
        ].sort(),
      );
      const writes = log.filter((line) => !line.startsWith('GET '));
      expect([...writes].sort()).toEqual([
        'PUT /networks/N_1/sm/targetGroups/t1',
        'PUT /organizations/7101/sm/admins/roles/r1',
      ]);
      // The verification read covers only the touched scopes: N_2 is read once in all.
      const afterWrites = log.slice(log.findLastIndex((line) => !line.startsWith('GET ')) + 1);
      expect([...afterWrites].sort()).toEqual([
        'GET /networks/N_1/sm/targetGroups',
        'GET /organizations/7101/sm/admins/roles',
      ]);
      expect(log.filter((line) => line === 'GET /networks/N_2/sm/targetGroups')).toHaveLength(1);
      expect(log.filter((line) => line === 'GET /networks/N_1/sm/targetGroups')).toHaveLength(2);
    },
  );

  it.concurrent(
    'a saved plan is planned again from a fresh read of every declared scope, and written from that read',
    async ({ onTestFinished }) => {
      const { emulator, run } = await setup(onTestFinished);
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      const planned = emulator.requestLog.length;
      const applied = await run(['apply', 'plan.json', '--no-backup']);
      expect(applied.code, applied.stderr).toBe(0);
      const log = requests(emulator.requestLog.slice(planned));
      const firstWrite = log.findIndex((line) => !line.startsWith('GET '));
      // The re-plan reads what `plan` reads (N_2 too: a change there would make the file wrong), once,
      // with the organization's network list that checks the declared networks.
      expect(
        log
          .slice(0, firstWrite)
          .filter((line) => !line.includes('/sm/devices'))
          .sort(),
      ).toEqual([
        'GET /networks/N_1/sm/targetGroups',
        'GET /networks/N_2/sm/targetGroups',
        'GET /organizations/7101/networks',
        'GET /organizations/7101/sm/admins/roles',
      ]);
    },
  );
});
