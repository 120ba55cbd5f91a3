import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

/** docs/emulator.md § Choices where the reference is unconfirmed: a sentry GET leaves out empty lists. */

const SENTRY = '/organizations/7901/sm/sentry/policies/assignments';
const READ = `${SENTRY}/byNetwork?networkIds[]=N_A&networkIds[]=N_B`;
const policy = { policyId: 'p1', smNetworkId: 'N_S', groupPolicyId: '101', scope: 'all' as const, tags: [] };

const seed: Seed = {
  organizations: [
    {
      id: '7901',
      sentryPolicies: [
        { networkId: 'N_A', policies: [policy] },
        { networkId: 'N_B', policies: [] },
      ],
      networks: [{ id: 'N_A' }, { id: 'N_B' }, { id: 'N_S' }],
    },
  ],
};

function networksOf(text: string): string[] {
  const [envelope] = JSON.parse(text) as { items: { networkId: string }[] }[];
  return (envelope?.items ?? []).map((item) => item.networkId);
}

describe('the emulator leaves out what a list read of the real API leaves out', () => {
  it('a sentry list read leaves out networks whose list is empty, seeded so or emptied by a PUT', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const seeded = await call(emulator, 'GET', READ);
    expect(seeded.status).toBe(200);
    expect(networksOf(seeded.text)).toEqual(['N_A']);
    const filtered = await call(emulator, 'GET', `${SENTRY}/byNetwork?networkIds[]=N_B`);
    expect(networksOf(filtered.text)).toEqual([]);

    const emptied = await call(emulator, 'PUT', SENTRY, {
      body: { items: [{ networkId: 'N_A', policies: [] }] },
    });
    expect(emptied.status).toBe(200);
    const after = await call(emulator, 'GET', READ);
    expect(networksOf(after.text)).toEqual([]);
  }, 120_000);
});
