import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/*
 * Issue 31: one selector-based deviceTags template used by many store networks plans exactly what the
 * same config written out in full plans, over the emulator (the same changes, devices and knock-on;
 * only the sources differ), and an apply of it converges.
 */

const STORES = 8;
const networkId = (i: number) => `N_${i + 1}`;

const seed: Seed = {
  organizations: [
    {
      id: '880200',
      adminRoles: [],
      networks: Array.from({ length: STORES }, (_, i) => ({
        id: networkId(i),
        targetGroups: [{ id: `g${i}`, name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] }],
        devices: [
          { id: `d${i}a`, name: `IPAD-${i}A`, serial: `S-${i}A`, tags: [], systemModel: 'iPad Air' },
          { id: `d${i}b`, name: `IPAD-${i}B`, serial: `S-${i}B`, tags: ['staff'], systemModel: 'iPad Air' },
          { id: `d${i}c`, name: `MAC-${i}C`, serial: `S-${i}C`, tags: ['kiosk'], systemModel: 'MacBook Air' },
          // Already right (every third store): its change is a noop there.
          ...(i % 3 === 0
            ? [
                {
                  id: `d${i}d`,
                  name: `IPAD-${i}D`,
                  serial: `S-${i}D`,
                  tags: ['kiosk'],
                  systemModel: 'iPad Pro',
                },
              ]
            : []),
        ],
      })),
    },
  ],
};

/** The template's tags, and what network 3 overrides and network 4 adds. */
const TEMPLATE = {
  kiosk: { match: { systemModel: 'iPad*', withoutTags: ['staff'] } },
  ipad: { match: { systemModel: 'iPad*' } },
};
const own = (i: number): Record<string, unknown> =>
  i === 2
    ? { kiosk: { serials: [`S-${i}C`] } }
    : i === 3
      ? { cart: { serials: [`S-${i}A`, `S-${i}B`] } }
      : {};

const policy = { maxChangePercent: 100, maxDevicePercent: 100 };

function withTemplate(): Record<string, string> {
  const networks = Array.from({ length: STORES }, (_, i) => ({
    id: networkId(i),
    use: ['store-devices'],
    ...(Object.keys(own(i)).length > 0 ? { deviceTags: own(i) } : {}),
  }));
  return {
    'templates/devices.yaml': stringify({ templates: { deviceTags: { 'store-devices': TEMPLATE } } }),
    'stores.yaml': stringify({ organizations: [{ id: '880200', policy, networks }] }),
  };
}

/** Expansion written out: the network's own tags first, then the template's it does not declare. */
function writtenInFull(): Record<string, string> {
  const networks = Array.from({ length: STORES }, (_, i) => {
    const mine = own(i);
    const brought = Object.entries(TEMPLATE).filter(([tag]) => !(tag in mine));
    return { id: networkId(i), deviceTags: { ...mine, ...Object.fromEntries(brought) } };
  });
  return { 'stores.yaml': stringify({ organizations: [{ id: '880200', policy, networks }] }) };
}

async function repo(onFinished: OnFinished, files: Record<string, string>, url: string) {
  const cwd = await workdir(onFinished, {});
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(cwd, 'config', path, '..'), { recursive: true });
    await writeFile(join(cwd, 'config', path), text);
  }
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: url };
  return (argv: string[]) => smform(argv, { cwd, env });
}

const bare = (change: Change): Omit<Change, 'source'> => {
  const { source: _source, ...rest } = change;
  return rest;
};

describe('a deviceTags template used by many networks', () => {
  it('plans what the config written out in full plans, and an apply of it converges', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const short = await repo(onTestFinished, withTemplate(), emulator.url);
    const full = await repo(onTestFinished, writtenInFull(), emulator.url);
    const plans: Plan[] = [];
    for (const run of [short, full]) {
      const planned = await run(['plan', 'config', '--output', 'json']);
      expect(planned.code, planned.stderr).toBe(0);
      plans.push(JSON.parse(planned.stdout) as Plan);
    }
    const [a, b] = plans as [Plan, Plan];
    const tagChanges = a.changes.filter((c) => c.kind === 'deviceTag');
    // Two tags in every store, one more in N_4.
    expect(tagChanges).toHaveLength(2 * STORES + 1);
    expect(tagChanges.filter((c) => c.action === 'update').length).toBeGreaterThan(STORES);
    expect(a.changes.map(bare)).toEqual(b.changes.map(bare));
    expect(a.diagnostics.map((d) => d.message)).toEqual(b.diagnostics.map((d) => d.message));
    // A change a template brought says where it came from; N_3's own kiosk and N_4's cart do not.
    const kiosk1 = a.changes.find((c) => c.address === 'network/N_1/deviceTag/kiosk');
    expect(kiosk1?.source).toMatchObject({
      file: 'config/templates/devices.yaml',
      template: 'store-devices',
      usedAt: { file: 'config/stores.yaml' },
    });
    expect(kiosk1?.deviceTag?.added).toEqual([{ name: 'IPAD-0A', serial: 'S-0A' }]);
    expect(
      a.changes.find((c) => c.address === 'network/N_3/deviceTag/kiosk')?.source?.template,
    ).toBeUndefined();
    expect(b.changes.every((c) => c.source?.template === undefined)).toBe(true);

    const applied = await short(['apply', 'config', '--auto-approve', '--no-backup']);
    expect(applied.code, applied.stderr).toBe(0);
    const again = await short(['plan', 'config', '--detailed-exitcode']);
    expect(again.code, again.stdout).toBe(0);
    const afterFull = await full(['plan', 'config', '--detailed-exitcode']);
    expect(afterFull.code, afterFull.stdout).toBe(0);
  });
});
