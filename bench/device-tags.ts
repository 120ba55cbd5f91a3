import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSyntheticSeed, type Seed, type SyntheticSpec } from '../src/emulator/index.js';
import { syntheticDeviceTag } from '../src/emulator/synthetic.js';
import { EMULATOR_BUDGET, startEmulatorProcess, type LoggedRequest } from './emulator-process.js';
import { median, runMeasured, sleep, SMFORM_MAIN, type Measured } from './measure.js';
import { syntheticText } from './scenario.js';
import { loadConfig } from '../src/config/index.js';
import { readTagDevices } from '../src/kinds/device-tag/read.js';
import type { LiveDevice, LiveState } from '../src/model/live.js';
import { evaluateDevices, planUnhashed } from '../src/planner/index.js';

/**
 * Issue 31's scenario: one organization, 50 networks x 2,000 devices, 20 managed tags (dt-01 ... dt-20)
 * declared as serial lists, and a config that moves 5 % of each network's devices in 10 of the tags (half
 * gain the tag, half lose it). Measured: `plan --out` (reads), then `apply PLANFILE` (writes), each against
 * the emulator in its own process with the real budget.
 */
export const DEVICE_TAGS = 'device tags';

export const TAG_SPEC: SyntheticSpec = {
  orgs: 1,
  networks: 50,
  devices: 2000,
  groups: 0,
  roles: 0,
  deviceTags: 20,
};
const MANAGED = 20;
const EDITED = 10;
/** 5 % of 2,000 devices per edited tag and network: 50 gain the tag, 50 lose it. */
const MOVED = 100;
const REFILL_MS = 2100;
const LOG_SETTLE_MS = 300;
const ENV = { MERAKI_DASHBOARD_API_KEY: 'test-key' };

export interface DeviceTagsResult {
  name: string;
  networks: number;
  devices: number;
  planCalls: number;
  /** Of the plan's calls, device pages (`getNetworkSmDevices`) and their perPage. */
  planDevicePages: number;
  planPerPage: string[];
  planWallMs: number;
  planCpuMs: number;
  applyCalls: number;
  applyWrites: number;
  /** One call per (network, tag, action, batch): 50 x 10 x 2 x 1. */
  expectedWrites: number;
  applyWallMs: number;
  /** The apply's calls at the organization's rate (10/s): the least wall any client could need. */
  applyLowerBoundMs: number;
  /**
   * The planner alone on the 100,000 devices, `plan` then the blast radius, each run in a process of its
   * own (`device-tags-planner.ts`, as a user's `smform plan` is): the median of `plannerRuns`.
   */
  plannerCpuMs: number;
  plannerRuns: number;
  plannedChanges: number;
}

/** A full collection, which needs `node --expose-gc`: without it a timing would count the set-up's garbage. */
function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('the planner timing needs node --expose-gc');
  gc();
}

/** Each network's device list as the Dashboard sends it: JSON text, one string per network. */
export interface DevicePages {
  orgId: string;
  networks: { id: string; text: string }[];
}

/** The seed's device lists as the answers the plan command reads them from. */
export function devicePages(seed: Seed): DevicePages {
  const org = seed.organizations[0];
  return {
    orgId: org?.id ?? '',
    networks: (org?.networks ?? []).map((network) => ({
      id: network.id,
      text: JSON.stringify(network.devices ?? []),
    })),
  };
}

/**
 * Plans the config against the device pages in this process and times the planner alone. The devices are
 * parsed from JSON and read as the plan command reads an answer, so their strings are what a user's
 * process holds (JSON.parse shares short ones, such as tags, where the seed's objects hold a copy each).
 */
export async function plannerCpu(
  pages: DevicePages,
  configDir: string,
): Promise<{ cpuMs: number; changes: number }> {
  const loaded = await loadConfig([configDir], { cwd: configDir });
  if (loaded.state === undefined) throw new Error('the bench config does not load');
  const live: LiveState = {
    organizations: [
      {
        id: pages.orgId,
        networks: pages.networks.map((network) => {
          const devices = readTagDevices(JSON.parse(network.text), network.id);
          return { id: network.id, devices: devices as LiveDevice[], kinds: { deviceTag: devices } };
        }),
      },
    ],
  };
  const fleet = new Map(live.organizations[0]?.networks.map((n) => [n.id, n.devices ?? []]));
  // The setting up's garbage (the seed, the YAML read) is collected first: that collection is not the planner's.
  collectGarbage();
  const started = process.cpuUsage();
  const plan = evaluateDevices(
    // As the plan command does (src/workflows/pipeline.ts): hashed once, by evaluateDevices.
    planUnhashed(loaded.state, live, { toolVersion: 'bench', now: new Date(0).toISOString() }),
    loaded.state,
    fleet,
  );
  const used = process.cpuUsage(started);
  return { cpuMs: (used.user + used.system) / 1000, changes: plan.summary.update };
}

const PLANNER_RUNS = 5;

/**
 * `plannerCpu` in fresh processes: in the bench's own process the 100,000-device seed and the scenarios
 * before it stay on the heap, and the collector's work on them would count as the planner's.
 */
async function plannerInOwnProcess(runs: number): Promise<{ cpuMs: number; changes: number }> {
  const script = fileURLToPath(new URL('./device-tags-planner.js', import.meta.url));
  const results: { plannerCpuMs: number; changes: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runMeasured(['--expose-gc', script], {}, { probe: false });
    if (run.exitCode !== 0) throw new Error(`device-tags-planner failed:\n${run.stderr}`);
    results.push(JSON.parse(run.stdout) as { plannerCpuMs: number; changes: number });
  }
  return {
    cpuMs: median(results.map((r) => r.plannerCpuMs)),
    changes: median(results.map((r) => r.changes)),
  };
}

/** The members of tag `t` in a network, as the seed has them, and after the edit. */
function members(
  devices: NonNullable<NonNullable<Seed['organizations'][number]['networks']>[number]['devices']>,
  tag: string,
  edit: boolean,
): string[] {
  const serials = devices.filter((d) => d.tags?.includes(tag) === true).map((d) => d.serial ?? '');
  if (!edit) return serials;
  const outside = devices.filter((d) => d.tags?.includes(tag) !== true).map((d) => d.serial ?? '');
  return [...serials.slice(MOVED / 2), ...outside.slice(0, MOVED / 2)];
}

/** One file per network: 20 tags as `serials:` lists, the first 10 edited. */
export async function writeTagConfig(seed: Seed, dir: string): Promise<void> {
  const org = seed.organizations[0];
  if (org === undefined) throw new Error('no organization');
  await mkdir(join(dir, 'networks'), { recursive: true });
  for (const network of org.networks ?? []) {
    const lines = [
      'organizations:',
      `  - id: '${org.id}'`,
      '    networks:',
      `      - id: ${network.id}`,
      '        deviceTags:',
    ];
    for (let t = 1; t <= MANAGED; t++) {
      const tag = syntheticDeviceTag(t);
      lines.push(
        `          ${tag}:`,
        `            serials: [${members(network.devices ?? [], tag, t <= EDITED).join(', ')}]`,
      );
    }
    await writeFile(join(dir, `networks/${network.id}.yaml`), `${lines.join('\n')}\n`);
  }
}

function expectExit(run: Measured, allowed: readonly number[], what: string): Measured {
  if (!allowed.includes(run.exitCode))
    throw new Error(`${what} exited ${run.exitCode}\n${run.stderr.slice(-2000)}`);
  return run;
}

export async function runDeviceTags(): Promise<DeviceTagsResult> {
  const seed = buildSyntheticSeed(TAG_SPEC);
  const dir = await mkdtemp(join(tmpdir(), 'smform-bench-tags-'));
  const emulator = await startEmulatorProcess(syntheticText(TAG_SPEC));
  try {
    await writeTagConfig(seed, join(dir, 'config'));
    const env = { ...ENV, MERAKI_BASE_URL: emulator.url };
    await sleep(REFILL_MS);
    let mark = emulator.log.length;
    const plan = expectExit(
      await runMeasured([SMFORM_MAIN, 'plan', 'config', '--out', 'plan.json', '--force', '--quiet'], env, {
        cwd: dir,
      }),
      [0, 2],
      `${DEVICE_TAGS}: smform plan`,
    );
    await sleep(LOG_SETTLE_MS);
    const planLog: LoggedRequest[] = emulator.log.slice(mark);
    await sleep(REFILL_MS);
    mark = emulator.log.length;
    const apply = expectExit(
      await runMeasured([SMFORM_MAIN, 'apply', 'plan.json', '--auto-approve', '--force', '--quiet'], env, {
        cwd: dir,
      }),
      [0],
      `${DEVICE_TAGS}: smform apply plan.json`,
    );
    await sleep(LOG_SETTLE_MS);
    const applyLog = emulator.log.slice(mark);
    const planner = await plannerInOwnProcess(PLANNER_RUNS);
    const pages = planLog.filter((r) => r.method === 'GET' && r.path.endsWith('/sm/devices'));
    return {
      name: DEVICE_TAGS,
      networks: TAG_SPEC.networks,
      devices: TAG_SPEC.networks * TAG_SPEC.devices,
      planCalls: planLog.length,
      planDevicePages: pages.length,
      planPerPage: [...new Set(pages.map((r) => /perPage=(\d+)/.exec(r.query)?.[1] ?? 'default'))],
      planWallMs: plan.wallMs,
      planCpuMs: plan.cpuMs,
      applyCalls: applyLog.length,
      applyWrites: applyLog.filter((r) => r.path.endsWith('/sm/devices/modifyTags')).length,
      expectedWrites: TAG_SPEC.networks * EDITED * 2,
      applyWallMs: apply.wallMs,
      applyLowerBoundMs: (applyLog.length / EMULATOR_BUDGET.perOrgRate) * 1000,
      plannerCpuMs: planner.cpuMs,
      plannerRuns: PLANNER_RUNS,
      plannedChanges: planner.changes,
    };
  } finally {
    await emulator.close();
    await rm(dir, { recursive: true, force: true });
  }
}
