import { describe, expect, it } from 'vitest';
import { call, withEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const GROUPS = '/networks/N_5678/sm/targetGroups';

describe('target groups', () => {
  const emulator = withEmulator(SEED);

  it('lists groups as {id, name, scope, tags, type} with the scope keyword, a tag list and type devices', async () => {
    const response = await call(emulator(), 'GET', GROUPS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'], type: 'devices' },
      { id: 't2', name: 'Everyone', scope: 'all', tags: [], type: 'devices' },
    ]);
  });

  it('adds the ids of the devices in scope with withDetails (case-insensitive boolean)', async () => {
    const response = await call(emulator(), 'GET', `${GROUPS}?withDetails=True`);
    expect(response.body).toEqual([
      {
        id: 't1',
        name: 'Kiosks',
        scope: 'withAll',
        tags: ['kiosk'],
        type: 'devices',
        deviceIds: ['d1', 'd2'],
      },
      {
        id: 't2',
        name: 'Everyone',
        scope: 'all',
        tags: [],
        type: 'devices',
        deviceIds: ['d1', 'd2', 'd3', 'd4'],
      },
    ]);
    const one = await call(emulator(), 'GET', `${GROUPS}/t1?withDetails=false`);
    expect(one.body).toEqual({
      id: 't1',
      name: 'Kiosks',
      scope: 'withAll',
      tags: ['kiosk'],
      type: 'devices',
    });
    expect((await call(emulator(), 'GET', `${GROUPS}?withDetails=maybe`)).status).toBe(400);
  });

  it('creates with 201 and a new id, splitting the scope string into keyword and tags', async () => {
    const created = await call(emulator(), 'POST', GROUPS, {
      body: { name: 'BYOD', scope: 'withAny, byod,laptop' },
    });
    expect(created.status).toBe(201);
    const body = created.body as Record<string, unknown>;
    expect(typeof body['id']).toBe('string');
    expect(body).toEqual({
      id: body['id'],
      name: 'BYOD',
      scope: 'withAny',
      tags: ['byod', 'laptop'],
      type: 'devices',
    });
    expect(['t1', 't2']).not.toContain(body['id']);
    const fetched = await call(emulator(), 'GET', `${GROUPS}/${String(body['id'])}?withDetails=true`);
    expect(fetched.body).toMatchObject({ name: 'BYOD', deviceIds: ['d3'] });
    const noScope = await call(emulator(), 'POST', GROUPS, { body: { name: 'Nobody' } });
    expect(noScope.body).toMatchObject({ scope: 'none', tags: [], type: 'devices' });
  });

  it('rejects bad creates with 400 and an errors body, changing nothing', async () => {
    for (const body of [
      { name: 'X', scope: 'withSome, a' },
      { name: '', scope: 'all' },
      { name: 'X', scope: 3 },
    ]) {
      const response = await call(emulator(), 'POST', GROUPS, { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [expect.any(String)] });
    }
    const invalidJson = await call(emulator(), 'POST', GROUPS, { rawBody: '{"name": ' });
    expect(invalidJson.status).toBe(400);
    expect(invalidJson.body).toEqual({ errors: ['The request body is not valid JSON'] });
    expect(emulator().state().organizations[0]?.networks[0]?.targetGroups).toHaveLength(2);
  });

  it('updates with 200, keeping fields the request leaves out', async () => {
    const renamed = await call(emulator(), 'PUT', `${GROUPS}/t1`, { body: { name: 'Kiosk fleet' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      id: 't1',
      name: 'Kiosk fleet',
      scope: 'withAll',
      tags: ['kiosk'],
      type: 'devices',
    });
    const rescoped = await call(emulator(), 'PUT', `${GROUPS}/t1`, { body: { scope: 'withoutAny, ipad' } });
    expect(rescoped.body).toEqual({
      id: 't1',
      name: 'Kiosk fleet',
      scope: 'withoutAny',
      tags: ['ipad'],
      type: 'devices',
    });
  });

  it('deletes with 204 and an empty body; unknown ids are 404', async () => {
    const deleted = await call(emulator(), 'DELETE', `${GROUPS}/t2`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(
      emulator()
        .state()
        .organizations[0]?.networks[0]?.targetGroups.map((g) => g.id),
    ).toEqual(['t1']);
    for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const response = await call(emulator(), method, `${GROUPS}/t2`, body === undefined ? {} : { body });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errors: [expect.stringContaining('t2')] });
    }
  });

  it('answers 404 for an unknown network', async () => {
    const response = await call(emulator(), 'GET', '/networks/N_404/sm/targetGroups');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errors: ['Network N_404 not found'] });
  });
});
