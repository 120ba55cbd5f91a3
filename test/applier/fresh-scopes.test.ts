import { describe, expect, it } from 'vitest';
import { FRESH_READ_MAX_AGE_MS, freshScopeReader } from '../../src/applier/fresh-scopes.js';
import { createClient } from '../../src/client/index.js';
import type { OrgReads } from '../../src/live/scopes.js';
import { startTestEmulator } from '../helpers/emulator.js';

// The read right before a create is shared by the creates of its scope while it is at most 5 s old (by
// the injected clock): at 5000 ms it is still served, one millisecond later it is read again.

const seed = {
  organizations: [
    {
      id: '7601',
      adminRoles: [],
      networks: [
        { id: 'N_1', targetGroups: [{ id: '1', name: 'A', scope: 'all', tags: [] }] },
        { id: 'N_2', targetGroups: [] },
      ],
    },
  ],
};

const scope = (networkId: string): OrgReads => ({
  orgId: '7601',
  adminRoles: false,
  sentry: false,
  networks: [networkId],
});

describe('freshScopeReader', () => {
  it('serves one read while it is at most FRESH_READ_MAX_AGE_MS (5000) old, then reads again', async () => {
    expect(FRESH_READ_MAX_AGE_MS).toBe(5000);
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    let clock = 1_000_000;
    const read = freshScopeReader(client, () => new Date(clock));
    const count = () =>
      emulator.requestLog.filter((e) => e.path === '/api/v1/networks/N_1/sm/targetGroups').length;

    const first = read(scope('N_1'));
    const state = await first;
    expect(
      state.organizations.map((o) =>
        o.networks.map((n) => [n.id, (n.targetGroups ?? []).map((g) => g.name)]),
      ),
    ).toEqual([[['N_1', ['A']]]]);
    clock += 5000;
    expect(read(scope('N_1'))).toBe(first);
    expect(count()).toBe(1);

    clock += 1;
    const second = read(scope('N_1'));
    expect(second).not.toBe(first);
    await second;
    expect(count()).toBe(2);
    // The age counts from the second read now.
    clock += 5000;
    expect(read(scope('N_1'))).toBe(second);
    expect(count()).toBe(2);
  });

  it('keeps one read per scope: another scope is read on its own', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    const read = freshScopeReader(client, () => new Date(0), 60_000);
    const one = read(scope('N_1'));
    const two = read(scope('N_2'));
    expect(two).not.toBe(one);
    expect(read(scope('N_2'))).toBe(two);
    await Promise.all([one, two]);
    expect(emulator.requestLog.map((e) => e.path)).toEqual([
      '/api/v1/networks/N_1/sm/targetGroups',
      '/api/v1/networks/N_2/sm/targetGroups',
    ]);
  });

  it('honours a maxAgeMs given: at it served, one past it read again', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    let clock = 0;
    const read = freshScopeReader(client, () => new Date(clock), 100);
    const first = read(scope('N_1'));
    clock = 100;
    expect(read(scope('N_1'))).toBe(first);
    clock = 101;
    const second = read(scope('N_1'));
    expect(second).not.toBe(first);
    expect(read(scope('N_1'))).toBe(second);
    await Promise.all([first, second]);
    expect(emulator.requestLog).toHaveLength(2);
  });
});
