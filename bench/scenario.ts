import type { SyntheticSpec } from '../src/emulator/index.js';

/** One edit of the live (synthetic) state that the desired config makes; indices are 1-based. */
export type Edit =
  /** The first `count` target groups of each network get a new scope and tag. */
  | { kind: 'updateGroups'; org: number; networks: readonly number[]; count: number }
  /** `count` new target groups in each network. */
  | { kind: 'createGroups'; org: number; networks: readonly number[]; count: number }
  /** The first `count` admin roles get a new tag. */
  | { kind: 'updateRoles'; org: number; count: number }
  /** The first sentry policy of each network gets a new tag (one PUT for the organization). */
  | { kind: 'updateSentry'; org: number; networks: readonly number[] };

export type BenchCommand = 'plan' | 'apply' | 'drift';

/** A measured situation: a synthetic live state, the organizations the config declares, and its edits. */
export interface Scenario {
  name: string;
  command: BenchCommand;
  synthetic: SyntheticSpec;
  /** The organizations (1-based) the config declares; every network of each, with its roles and sentry. */
  orgs: readonly number[];
  edits: readonly Edit[];
  /** Runs whose median is reported. */
  runs: number;
  /** Runs of the naive baseline (sequential reads at the default perPage). */
  naiveRuns: number;
  /** Restart the emulator before each run (the command writes). */
  fresh: boolean;
}

export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const syntheticText = (spec: SyntheticSpec): string =>
  Object.entries(spec)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(',');

const FLEET: SyntheticSpec = { orgs: 1, networks: 100, devices: 200, groups: 20, roles: 200, sentry: 1 };
const MULTI: SyntheticSpec = { orgs: 5, networks: 40, devices: 50, groups: 20, roles: 20, sentry: 1 };

/** Ten networks with two changed groups, five with a new one, one sentry list: 26 changes. */
const FLEET_PLAN_EDITS: Edit[] = [
  { kind: 'updateGroups', org: 1, networks: range(1, 10), count: 2 },
  { kind: 'createGroups', org: 1, networks: range(11, 15), count: 1 },
  { kind: 'updateSentry', org: 1, networks: [50] },
];

/** 300 writes: 30 networks of 5 updates and 5 creates (one update less in the last), one sentry PUT. */
const FLEET_APPLY_EDITS: Edit[] = [
  { kind: 'updateGroups', org: 1, networks: range(1, 29), count: 5 },
  { kind: 'updateGroups', org: 1, networks: [30], count: 4 },
  { kind: 'createGroups', org: 1, networks: range(1, 30), count: 5 },
  { kind: 'updateSentry', org: 1, networks: [1] },
];

const multiEdits = (orgs: readonly number[]): Edit[] =>
  orgs.map((org) => ({ kind: 'updateGroups', org, networks: [1], count: 2 }));

/** Every scenario of `npm run bench`, in the order they run. */
export function scenarios(quick: boolean): Scenario[] {
  const runs = quick ? 1 : 3;
  return [
    {
      name: 'small',
      command: 'plan',
      synthetic: { orgs: 1, networks: 5, devices: 50, groups: 10, roles: 10, sentry: 1 },
      orgs: [1],
      edits: [{ kind: 'updateGroups', org: 1, networks: [1, 2], count: 1 }],
      runs,
      naiveRuns: runs,
      fresh: false,
    },
    {
      name: 'fleet plan',
      command: 'plan',
      synthetic: FLEET,
      orgs: [1],
      edits: FLEET_PLAN_EDITS,
      runs,
      naiveRuns: 1,
      fresh: false,
    },
    {
      name: 'fleet drift',
      command: 'drift',
      synthetic: FLEET,
      orgs: [1],
      edits: FLEET_PLAN_EDITS,
      runs,
      naiveRuns: 1,
      fresh: false,
    },
    {
      name: 'fleet apply (300 changes)',
      command: 'apply',
      synthetic: FLEET,
      orgs: [1],
      edits: FLEET_APPLY_EDITS,
      // Two runs of about 50 s each keep the whole bench under 10 minutes on 2 cores.
      runs: Math.min(runs, 2),
      naiveRuns: 1,
      fresh: true,
    },
    {
      name: 'single org of the multi-org set',
      command: 'plan',
      synthetic: MULTI,
      orgs: [1],
      edits: multiEdits([1]),
      runs,
      naiveRuns: 1,
      fresh: false,
    },
    {
      name: 'multi-org (5 x 40 networks)',
      command: 'plan',
      synthetic: MULTI,
      orgs: range(1, 5),
      edits: multiEdits(range(1, 5)),
      runs,
      naiveRuns: 1,
      fresh: false,
    },
  ];
}
