import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { declaredNetworkIds, selectionError, sentryTouches } from '../../src/live/index.js';
import type { SmformError } from '../../src/model/errors.js';
import {
  assignment,
  desiredState,
  network,
  organization,
  sentryPolicy,
} from '../planner/helpers/builders.js';
import { runCaptured } from '../helpers/cli.js';

// `--org` and `--network` that match nothing the config declares (src/live/selection.ts): exact messages,
// the 30-name limit of the hint at and past its edge, and the networks a sentry list touches.

const corp = organization('7001', {
  networks: [network('N_B', []), network('N_A', undefined)],
  sentryPolicies: [
    assignment('N_S', [sentryPolicy('101', 'all', [], 'N_SM1'), sentryPolicy('102', 'all', [], 'N_A')]),
  ],
});
const other = { ...organization('7000', { networks: [network('N_Z', [])] }), name: 'Other' };
const state = desiredState([corp, other]);

function parts(error: SmformError | undefined) {
  return error === undefined ? undefined : [error.message, error.hint, error.fault, error.exitCode];
}

describe('declaredNetworkIds and sentryTouches', () => {
  it("an organization's networks, its sentry lists' networks and their policies' SM networks, sorted once each", () => {
    expect(declaredNetworkIds(corp)).toEqual(['N_A', 'N_B', 'N_S', 'N_SM1']);
    expect(declaredNetworkIds(other)).toEqual(['N_Z']);
  });

  it('a sentry list touches its own network and the SM networks of its policies, and no other', () => {
    const list = { networkId: 'N_S', policies: [{ smNetworkId: 'N_SM1' }, { smNetworkId: 'N_SM2' }] };
    expect(sentryTouches(list, ['N_S'])).toBe(true);
    expect(sentryTouches(list, ['N_X', 'N_SM2'])).toBe(true);
    expect(sentryTouches(list, ['N_X'])).toBe(false);
    expect(sentryTouches({ networkId: 'N_S', policies: [] }, [])).toBe(false);
  });
});

describe('selectionError', () => {
  it('is undefined when every filter matches, a sentry network included', () => {
    expect(selectionError(state, {})).toBeUndefined();
    expect(selectionError(state, { orgs: ['7001'], networks: ['N_SM1', 'N_A'] })).toBeUndefined();
    expect(selectionError(state, { orgs: [], networks: [] })).toBeUndefined();
    expect(selectionError(state, { networks: ['N_Z', 'N_S'] })).toBeUndefined();
  });

  it('names every unknown organization, and lists the declared ones sorted, with their names', () => {
    expect(parts(selectionError(state, { orgs: ['7001', '9', '8'], networks: ['N_NONE'] }))).toEqual([
      '--org 9 matches no declared organization; --org 8 matches no declared organization',
      'declared: 7000 (Other), 7001',
      'usage',
      1,
    ]);
  });

  it('names every unknown network, of the chosen organizations only', () => {
    expect(parts(selectionError(state, { networks: ['N_Q', 'N_A', 'N_R'] }))).toEqual([
      '--network N_Q matches no declared network; --network N_R matches no declared network',
      'declared: N_A, N_B, N_S, N_SM1, N_Z',
      'usage',
      1,
    ]);
    expect(parts(selectionError(state, { orgs: ['7000'], networks: ['N_A'] }))).toEqual([
      '--network N_A matches no declared network of organization 7000',
      'declared: N_Z',
      'usage',
      1,
    ]);
    expect(parts(selectionError(state, { orgs: ['7000', '7001'], networks: ['N_Q'] }))).toEqual([
      '--network N_Q matches no declared network of organizations 7000, 7001',
      'declared: N_A, N_B, N_S, N_SM1, N_Z',
      'usage',
      1,
    ]);
  });

  it('names a network two organizations declare once', () => {
    const twice = desiredState([
      organization('7001', { networks: [network('N_1', [])] }),
      organization('7002', { networks: [network('N_1', [])] }),
    ]);
    expect(selectionError(twice, { networks: ['N_X'] })?.hint).toBe('declared: N_1');
    // Sorted across organizations, not in the order they declare them.
    const across = desiredState([
      organization('7001', { networks: [network('N_2', [])] }),
      organization('7002', { networks: [network('N_1', []), network('N_2', [])] }),
    ]);
    expect(selectionError(across, { networks: ['N_X'] })?.hint).toBe('declared: N_1, N_2');
  });

  it('lists at most 30 declared names: all 30, or 30 and how many more', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `N_${String(i).padStart(2, '0')}`);
    const many = (n: number) =>
      desiredState([organization('7001', { networks: ids(n).map((id) => network(id, [])) })]);
    expect(selectionError(many(30), { networks: ['N_X'] })?.hint).toBe(`declared: ${ids(30).join(', ')}`);
    expect(selectionError(many(31), { networks: ['N_X'] })?.hint).toBe(
      `declared: ${ids(30).join(', ')} and 1 more`,
    );
    expect(selectionError(many(32), { networks: ['N_X'] })?.hint).toBe(
      `declared: ${ids(30).join(', ')} and 2 more`,
    );
    expect(selectionError(desiredState([]), { orgs: ['7001'] })?.hint).toBe('declared: none');
    expect(selectionError(many(0), { networks: ['N_X'] })?.hint).toBe('declared: none');
  });

  // The first in-process CLI run loads every command: slow on a loaded machine.
  it('plan exits 1 with the message and the hint, before any API call', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'smform-selection-'));
    onTestFinished(() => rm(cwd, { recursive: true, force: true }));
    await writeFile(
      join(cwd, 'smform.yaml'),
      'organizations:\n  - id: "7001"\n    networks:\n      - id: N_1\n        targetGroups: []\n',
    );
    const run = await runCaptured(['plan', '--network', 'N_2'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--network N_2 matches no declared network');
    expect(run.stderr).toContain('declared: N_1');
    expect(run.stdout).toBe('');
  }, 120_000);
});
