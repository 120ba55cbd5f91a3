import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, parseLinks, startTestEmulator, withEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const ROLES = '/organizations/549236/sm/admins/roles';

interface RolePage {
  items: { roleId: string; name: string }[];
  meta: { counts: { items: { total: number; remaining: number } } };
}

function seedWithRoles(count: number): Seed {
  return {
    organizations: [
      {
        id: '1',
        adminRoles: Array.from({ length: count }, (_, i) => ({
          roleId: `r${i + 1}`,
          name: `Role ${i + 1}`,
          scope: 'some',
          tags: [`t${i + 1}`],
        })),
      },
    ],
  };
}

describe('admin roles', () => {
  const emulator = withEmulator(SEED);

  it('lists roles as a {items, meta} envelope with a Link header', async () => {
    const response = await call(emulator(), 'GET', ROLES);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [
        { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] },
        { roleId: 'r2', name: 'Kiosk admins', scope: 'all_tags', tags: ['kiosk', 'ipad'] },
      ],
      meta: { counts: { items: { total: 2, remaining: 0 } } },
    });
    expect(Object.keys(parseLinks(response.headers.get('link')))).toEqual(['first', 'last']);
  });

  it('gets, creates (201), updates (200, omitted fields kept) and deletes (204) a role', async () => {
    expect((await call(emulator(), 'GET', `${ROLES}/r1`)).body).toEqual({
      roleId: 'r1',
      name: 'Helpdesk',
      scope: 'some',
      tags: ['emea'],
    });
    const created = await call(emulator(), 'POST', ROLES, {
      body: { name: 'Sales', scope: 'without_some', tags: ['sales'] },
    });
    expect(created.status).toBe(201);
    const roleId = (created.body as { roleId: string }).roleId;
    expect(created.body).toEqual({ roleId, name: 'Sales', scope: 'without_some', tags: ['sales'] });
    const updated = await call(emulator(), 'PUT', `${ROLES}/${roleId}`, {
      body: { tags: ['sales', 'emea'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ roleId, name: 'Sales', scope: 'without_some', tags: ['sales', 'emea'] });
    const deleted = await call(emulator(), 'DELETE', `${ROLES}/${roleId}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await call(emulator(), 'GET', `${ROLES}/${roleId}`)).status).toBe(404);
    expect(
      emulator()
        .state()
        .organizations[0]?.adminRoles.map((r) => r.roleId),
    ).toEqual(['r1', 'r2']);
  });

  it('requires a name on create and checks the scope enum and tag types (400, errors)', async () => {
    const missing = await call(emulator(), 'POST', ROLES, { body: { scope: 'some' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errors: ["'name' is required"] });
    const bad = await call(emulator(), 'POST', ROLES, { body: { name: 'X', scope: 'withAny', tags: 'a' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: string[] }).errors).toHaveLength(2);
    const badUpdate = await call(emulator(), 'PUT', `${ROLES}/r1`, { body: { scope: 'everything' } });
    expect(badUpdate.status).toBe(400);
    expect(emulator().state().organizations[0]?.adminRoles).toHaveLength(2);
  });

  it('answers 404 for an unknown organization or role', async () => {
    const org = await call(emulator(), 'GET', '/organizations/404/sm/admins/roles');
    expect(org.status).toBe(404);
    expect(org.body).toEqual({ errors: ['Organization 404 not found'] });
    expect((await call(emulator(), 'DELETE', `${ROLES}/nope`)).status).toBe(404);
  });

  it('checks perPage is 3-1000', async () => {
    for (const perPage of ['2', '1001', 'ten']) {
      const response = await call(emulator(), 'GET', `${ROLES}?perPage=${perPage}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [expect.stringContaining('perPage')] });
    }
  });
});

describe('admin role paging', () => {
  it('pages 7 roles 3 at a time over absolute next links: 3 pages with first/prev/next/last', async () => {
    const emulator = await startTestEmulator(seedWithRoles(7));
    const pages: RolePage[] = [];
    const linkSets: Record<string, string>[] = [];
    let url: string | undefined = `${emulator.url}/organizations/1/sm/admins/roles?perPage=3`;
    while (url !== undefined) {
      const response = await call(emulator, 'GET', url);
      expect(response.status).toBe(200);
      pages.push(response.body as RolePage);
      const links = parseLinks(response.headers.get('link'));
      linkSets.push(links);
      url = links['next'];
    }
    expect(pages.map((p) => p.items.map((r) => r.roleId))).toEqual([
      ['r1', 'r2', 'r3'],
      ['r4', 'r5', 'r6'],
      ['r7'],
    ]);
    expect(pages.map((p) => p.meta.counts.items)).toEqual([
      { total: 7, remaining: 4 },
      { total: 7, remaining: 1 },
      { total: 7, remaining: 0 },
    ]);
    expect(linkSets.map((links) => Object.keys(links))).toEqual([
      ['first', 'next', 'last'],
      ['first', 'prev', 'next', 'last'],
      ['first', 'prev', 'last'],
    ]);
    for (const links of linkSets) {
      for (const link of Object.values(links))
        expect(link.startsWith(`${emulator.url}/organizations/1/`)).toBe(true);
    }
    // prev from the last page and last from the first page land where they should.
    const prev = await call(emulator, 'GET', linkSets[2]?.['prev'] ?? '');
    expect((prev.body as RolePage).items.map((r) => r.roleId)).toEqual(['r4', 'r5', 'r6']);
    const last = await call(emulator, 'GET', linkSets[0]?.['last'] ?? '');
    expect((last.body as RolePage).items.map((r) => r.roleId)).toEqual(['r5', 'r6', 'r7']);
  });

  it('gives base-relative links with linkStyle relative, and rejects made-up tokens', async () => {
    const emulator = await startTestEmulator(seedWithRoles(4), { linkStyle: 'relative' });
    const first = await call(emulator, 'GET', '/organizations/1/sm/admins/roles?perPage=3');
    const next = parseLinks(first.headers.get('link'))['next'] ?? '';
    expect(next).toMatch(/^\/organizations\/1\/sm\/admins\/roles\?perPage=3&startingAfter=/);
    const second = await call(emulator, 'GET', next);
    expect((second.body as RolePage).items.map((r) => r.roleId)).toEqual(['r4']);
    const forged = await call(emulator, 'GET', '/organizations/1/sm/admins/roles?startingAfter=r2');
    expect(forged.status).toBe(400);
  });
});
