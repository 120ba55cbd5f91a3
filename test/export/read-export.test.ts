import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiError, createClient } from '../../src/client/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { readForExport } from '../../src/export/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { forward, startGate } from '../helpers/gate.js';

/*
 * What `smform export` reads, against the emulator through a gate that can refuse one path: which networks
 * an export covers, the names it carries, and what a key without organization-wide read falls back to.
 */

const seed: Seed = {
  organizations: [
    { id: '7002', name: '', networks: [{ id: 'N_ELSEWHERE', name: 'Theirs', targetGroups: [] }] },
    { id: '7003', name: 'Three', networks: [] },
    { id: '7004', name: 'Four', networks: [] },
    {
      id: '7001',
      name: 'Corp',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['hd'] }],
      sentryPolicies: [
        {
          networkId: 'N_WIFI',
          policies: [
            { smNetworkId: 'N_SENTRY', groupPolicyId: '101', scope: 'all' },
            { smNetworkId: 'N_GONE', groupPolicyId: '102', scope: 'all' },
            { smNetworkId: 'N_SENTRY', groupPolicyId: '103', scope: 'none' },
          ],
        },
        { networkId: 'N_OTHER', policies: [{ smNetworkId: 'N_ALSO', groupPolicyId: '101', scope: 'all' }] },
      ],
      networks: [
        { id: 'N_SENTRY', name: 'Sentry SM', targetGroups: [{ id: 't1', name: 'All', scope: 'all' }] },
        {
          id: 'N_ALSO',
          name: 'Also SM',
          targetGroups: [{ id: 't2', name: 'Lab', scope: 'withAny', tags: ['lab'] }],
        },
        { id: 'N_QUIET', name: 'Quiet SM', devices: [{ id: 'd1', name: 'Mac', tags: ['mac'] }] },
        { id: 'N_WIFI', name: 'Wi-Fi' },
        { id: 'N_OTHER', name: 'Other Wi-Fi' },
      ],
    },
  ],
};

/**
 * A client to the emulator through a gate that answers the requests `refuse` picks with its status (and
 * body). The gate lists organizations three per page, so that 7001 is on the second page.
 */
async function clientRefusing(
  refuse: (url: string) => number | { status: number; body: unknown } | undefined,
) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const gate = await startGate(emulator.url, (req: IncomingMessage, res: ServerResponse, upstream: URL) => {
    const answer = refuse(req.url ?? '');
    if (answer === undefined) {
      if (ORGANIZATIONS.test(req.url ?? '')) req.url = req.url?.replace(/perPage=\d+/, 'perPage=3');
      forward(req, res, upstream);
      return;
    }
    const { status, body } =
      typeof answer === 'number' ? { status: answer, body: { errors: [`refused with ${answer}`] } } : answer;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: gate.url,
    policy: { backoffBaseMs: 1, backoffCapMs: 2, maxAttempts: 1 },
  });
  onTestFinished(async () => {
    await client.close();
    await gate.close();
    await emulator.close();
  });
  return { client, emulator };
}

const NETWORKS = '/organizations/7001/networks';
const ORGANIZATIONS = /\/organizations(\?|$)/;

describe('readForExport', () => {
  it('reads every Systems Manager network of the organization, with the names', async () => {
    const { client, emulator } = await clientRefusing(() => undefined);
    const read = await readForExport(client, '7001', undefined);
    expect(read.warnings).toEqual([]);
    expect(read.notFound).toEqual([]);
    expect(read.names).toStrictEqual({
      organization: 'Corp',
      networks: new Map([
        ['N_SENTRY', 'Sentry SM'],
        ['N_ALSO', 'Also SM'],
        ['N_QUIET', 'Quiet SM'],
        ['N_WIFI', 'Wi-Fi'],
        ['N_OTHER', 'Other Wi-Fi'],
      ]),
    });
    expect(read.org.id).toBe('7001');
    expect(read.org.adminRoles?.map((r) => r.name)).toEqual(['Helpdesk']);
    expect(read.org.sentryPolicies?.map((a) => a.networkId).sort()).toEqual(['N_OTHER', 'N_WIFI']);
    expect(read.org.networks.map((n) => [n.id, n.targetGroups?.map((g) => g.name)])).toEqual([
      ['N_SENTRY', ['All']],
      ['N_ALSO', ['Lab']],
      ['N_QUIET', []],
    ]);
    // Each list read once: roles and sentry lists with the organization, the group policies of the two
    // networks with a sentry list (export writes names), then the three SM networks' groups.
    expect(client.stats().organizations).toEqual({
      '7001': { calls: 8, requests: 8, retries: 0, rateLimited: 0, errors: 0 },
    });
    // The organization's name is on the second page of the organizations list.
    expect(emulator.requestLog.filter((entry) => entry.path === '/api/v1/organizations')).toHaveLength(2);
  });

  it('reads only the networks given, and leaves their names out when the key may not list them', async () => {
    const { client } = await clientRefusing((url) => (url.includes(NETWORKS) ? 403 : undefined));
    const read = await readForExport(client, '7001', ['N_ALSO']);
    expect(read.warnings).toEqual([
      'the key may not list the networks of organization 7001 (HTTP 403): network names are left out',
    ]);
    expect(read.names).toStrictEqual({ organization: 'Corp', networks: new Map() });
    expect(read.notFound).toEqual([]);
    expect(read.org.adminRoles?.map((r) => r.name)).toEqual(['Helpdesk']);
    expect(read.org.networks.map((n) => [n.id, n.targetGroups?.map((g) => g.name)])).toEqual([
      ['N_ALSO', ['Lab']],
    ]);
  });

  it('without the network list, reads the SM networks the sentry policies point at, once each, in id order', async () => {
    const { client } = await clientRefusing((url) => (url.includes(NETWORKS) ? 404 : undefined));
    const read = await readForExport(client, '7001', []);
    expect(read.warnings).toEqual([
      'the key may not list the networks of organization 7001 (HTTP 404): exporting the SM networks its sentry policies point at',
    ]);
    expect(read.notFound).toEqual(['N_GONE']);
    expect(read.names).toStrictEqual({ organization: 'Corp', networks: new Map() });
    expect(read.org.networks.map((n) => [n.id, n.targetGroups?.map((g) => g.name)])).toEqual([
      ['N_ALSO', ['Lab']],
      ['N_SENTRY', ['All']],
    ]);
    expect(read.org.adminRoles?.map((r) => r.name)).toEqual(['Helpdesk']);
    // Each target-group read counts against the organization's budget, like the organization's own reads.
    // (and the group policies of the two networks with a sentry list).
    expect(client.stats().organizations).toEqual({
      '7001': { calls: 8, requests: 8, retries: 0, rateLimited: 0, errors: 2 },
    });
  });

  it('carries no organization name when the key may not list organizations, or the name is empty', async () => {
    const { client: refusing } = await clientRefusing((url) => (ORGANIZATIONS.test(url) ? 403 : undefined));
    expect((await readForExport(refusing, '7001', ['N_ALSO'])).names).toStrictEqual({
      networks: new Map([
        ['N_SENTRY', 'Sentry SM'],
        ['N_ALSO', 'Also SM'],
        ['N_QUIET', 'Quiet SM'],
        ['N_WIFI', 'Wi-Fi'],
        ['N_OTHER', 'Other Wi-Fi'],
      ]),
    });
    const { client: open } = await clientRefusing(() => undefined);
    const unnamed = await readForExport(open, '7002', undefined);
    expect(unnamed.names).toStrictEqual({ networks: new Map([['N_ELSEWHERE', 'Theirs']]) });
    expect(unnamed.org.networks).toEqual([{ id: 'N_ELSEWHERE', targetGroups: [] }]);
    // An organization the list does not hold has no name either.
    const { client: unlisted } = await clientRefusing((url) =>
      ORGANIZATIONS.test(url) ? { status: 200, body: [{ id: '7002', name: 'Other' }] } : undefined,
    );
    expect((await readForExport(unlisted, '7001', ['N_ALSO'])).names.organization).toBeUndefined();
  });

  it('fails on any other error: a 500 listing networks or organizations, a 403 reading target groups', async () => {
    const { client: networks500 } = await clientRefusing((url) => (url.includes(NETWORKS) ? 500 : undefined));
    expect(await failure(readForExport(networks500, '7001', undefined))).toBe(500);
    const { client: organizations500 } = await clientRefusing((url) =>
      ORGANIZATIONS.test(url) ? 500 : undefined,
    );
    expect(await failure(readForExport(organizations500, '7001', undefined))).toBe(500);
    const { client: groups403 } = await clientRefusing((url) =>
      url.includes(NETWORKS) ? 404 : url.includes('/networks/N_SENTRY/') ? 403 : undefined,
    );
    expect(await failure(readForExport(groups403, '7001', undefined))).toBe(403);
  });
});

async function failure(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}
