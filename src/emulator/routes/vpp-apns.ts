import { createHash } from 'node:crypto';
import { notFound } from '../http.js';
import type { OrganizationState } from '../store.js';
import { param, type RouteHandler } from './context.js';
import { dayAnchor, DAY_MS, iso, stableId } from './records.js';

/** VPP accounts (list and one, each with its parsed token) and the organization's APNs certificate. */

export function vppAccountsOf(org: OrganizationState, now: number): Record<string, unknown>[] {
  if (org.vppAccounts === undefined) {
    const id = stableId(`${org.id}/vpp`);
    const token = Buffer.from(
      `{"token":"vpp-${org.id}","expDate":"emulator","orgName":"${org.name ?? org.id}"}`,
    ).toString('base64');
    const networkIds = org.networks.map((network) => network.id);
    org.vppAccounts = [
      {
        id,
        vppAccountId: id,
        name: `${org.name ?? 'Organization'} VPP`,
        email: 'vpp-admin@example.com',
        vppLocationId: stableId(`${org.id}/vpp/location`),
        vppLocationName: 'Headquarters',
        vppServiceToken: token,
        contentToken: token,
        allowedAdmins: 'all',
        networkIdAdmins: '{}',
        assignableNetworks: networkIds.join(','),
        assignableNetworkIds: networkIds,
        lastSyncedAt: iso(dayAnchor(now) - DAY_MS),
        lastForceSyncedAt: iso(dayAnchor(now) - 7 * DAY_MS),
        parsedToken: {
          orgName: org.name ?? org.id,
          expiresAt: iso(dayAnchor(now) + 300 * DAY_MS),
          hashedToken: createHash('sha256').update(token).digest('hex'),
        },
      },
    ];
  }
  return org.vppAccounts;
}

const list: RouteHandler = (context) => ({
  status: 200,
  body: structuredClone(vppAccountsOf(context.org, context.now)),
});

const get: RouteHandler = (context) => {
  const id = param(context, 'vppAccountId');
  const account = vppAccountsOf(context.org, context.now).find(
    (candidate) => candidate['id'] === id || candidate['vppAccountId'] === id,
  );
  if (account === undefined) throw notFound(`VPP account ${id} not found in organization ${context.org.id}`);
  return { status: 200, body: structuredClone(account) };
};

/** A PEM-shaped certificate fixed by the organization id (not a real certificate). */
const apnsCert: RouteHandler = (context) => {
  const body = createHash('sha256').update(`apns/${context.org.id}`).digest('base64');
  return {
    status: 200,
    body: { certificate: `-----BEGIN CERTIFICATE-----\nMIIF${body}\n-----END CERTIFICATE-----\n` },
  };
};

export const vppApnsRoutes: Record<string, RouteHandler> = {
  getOrganizationSmVppAccounts: list,
  getOrganizationSmVppAccount: get,
  getOrganizationSmApnsCert: apnsCert,
};
