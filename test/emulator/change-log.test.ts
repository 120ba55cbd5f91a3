import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeed, type ChangeLogEntry, type Seed } from '../../src/emulator/index.js';
import { section } from '../docs/markdown-blocks.js';
import { call, parseLinks, startTestEmulator } from '../helpers/emulator.js';

const NOW = Date.parse('2026-07-24T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const LOG = '/organizations/1/configurationChanges';

function seed(history: ChangeLogEntry[] = []): Seed {
  return {
    organizations: [
      {
        id: '1',
        admins: [
          { id: 'a-ann', name: 'Ann Admin', email: 'ann@example.com', apiKeys: ['ann-fake-key'] },
          { id: 'a-bot', name: 'smform bot', email: 'bot@example.com', apiKeys: ['bot-fake-key'] },
        ],
        adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
        networks: [
          { id: 'N_1', name: 'Store 1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all' }] },
        ],
        changeLog: history,
      },
    ],
  };
}

const start = (history: ChangeLogEntry[] = []) =>
  startTestEmulator(seed(history), { rateLimit: 0, clock: () => NOW });

describe('emulator change log', () => {
  it('logs each write with the admin its key belongs to, old and new values, newest first', async () => {
    const emulator = await start();
    await call(emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
      key: 'ann-fake-key',
      body: { scope: 'withAny, kiosk' },
    });
    await call(emulator, 'POST', '/organizations/1/sm/admins/roles', {
      key: 'someone-else-fake-key',
      body: { name: 'Night shift', scope: 'some', tags: ['night'] },
    });
    const log = await call(emulator, 'GET', LOG, { key: 'bot-fake-key' });
    expect(log.status).toBe(200);
    const entries = log.body as ChangeLogEntry[];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      adminName: 'Emulator admin',
      label: 'Night shift',
      oldValue: null,
    });
    expect(entries[1]).toMatchObject({
      ts: '2026-07-24T12:00:00.000Z',
      adminName: 'Ann Admin',
      adminEmail: 'ann@example.com',
      adminId: 'a-ann',
      networkId: 'N_1',
      networkName: 'Store 1',
      label: 'Kiosks',
    });
    expect(JSON.parse(entries[1]?.oldValue ?? '')).toMatchObject({ scope: 'all' });
    expect(JSON.parse(entries[1]?.newValue ?? '')).toMatchObject({ scope: 'withAny', tags: ['kiosk'] });
    // A read logs nothing; a refused write logs nothing.
    await call(emulator, 'PUT', '/organizations/1/sm/admins/roles/r1', { body: { scope: 'bogus' } });
    expect(((await call(emulator, 'GET', LOG)).body as unknown[]).length).toBe(2);
  });

  it("docs/emulator.md's seed with admins and history is a valid seed", () => {
    const text = section(readFileSync('docs/emulator.md', 'utf8'), '## Change log and admins');
    const block = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const parsed = parseSeed(block, 'docs/emulator.md');
    expect(parsed.organizations[0]?.changeLog?.[0]).toMatchObject({
      adminName: 'Ann Admin',
      label: 'Kiosks',
    });
  });

  it('answers who the key belongs to', async () => {
    const emulator = await start();
    const me = await call(emulator, 'GET', '/administered/identities/me', { key: 'bot-fake-key' });
    expect(me.body).toMatchObject({ name: 'smform bot', email: 'bot@example.com' });
    const other = await call(emulator, 'GET', '/administered/identities/me', { key: 'x-fake-key' });
    expect(other.body).toMatchObject({ name: 'Emulator admin', email: 'admin@emulator.invalid' });
  });

  it('serves seeded history within the window, filtered by network and admin', async () => {
    const at = (days: number): string => new Date(NOW - days * DAY).toISOString();
    const emulator = await start([
      { ts: at(400), adminId: 'a-ann', label: 'too old', networkId: 'N_1' },
      { ts: at(10), adminId: 'a-ann', label: 'ten days', networkId: 'N_1' },
      { ts: at(2), adminId: 'a-bot', label: 'two days', networkId: 'N_2' },
    ]);
    const labels = async (query: string): Promise<unknown[]> =>
      ((await call(emulator, 'GET', `${LOG}${query}`)).body as ChangeLogEntry[]).map((e) => e.label);
    expect(await labels('')).toEqual(['two days', 'ten days']);
    expect(await labels('?timespan=432000')).toEqual(['two days']);
    expect(await labels('?networkId=N_1')).toEqual(['ten days']);
    expect(await labels('?adminId=a-bot')).toEqual(['two days']);
    expect(await labels(`?t0=${at(11)}&t1=${at(5)}`)).toEqual(['ten days']);
  });

  it('refuses windows beyond 365 days and perPage outside 3-5000, as the API shapes errors', async () => {
    const emulator = await start();
    const year = 365 * 24 * 60 * 60;
    const refusals = [
      `?timespan=${year + 1}`,
      '?timespan=0',
      `?t0=${new Date(NOW - 366 * DAY).toISOString()}`,
      `?t0=${new Date(NOW - 300 * DAY).toISOString()}&t1=${new Date(NOW + 70 * DAY).toISOString()}`,
      `?timespan=60&t0=${new Date(NOW - DAY).toISOString()}`,
      '?t0=yesterday',
      '?perPage=2',
      '?perPage=5001',
    ];
    for (const query of refusals) {
      const answer = await call(emulator, 'GET', `${LOG}${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect((answer.body as { errors: string[] }).errors).toHaveLength(1);
    }
    expect((await call(emulator, 'GET', `${LOG}?timespan=${year}&perPage=5000`)).status).toBe(200);
    expect((await call(emulator, 'GET', `${LOG}?perPage=3`)).status).toBe(200);
  });

  it('names what is wrong with each refused window, in the API error shape', async () => {
    const emulator = await start();
    const iso = (days: number): string => new Date(NOW - days * DAY).toISOString();
    const refusals: [string, string][] = [
      [`?timespan=60&t1=${iso(1)}`, "'timespan' cannot be given together with 't0' or 't1'"],
      [
        '?timespan=%20',
        "'timespan' must be a number of seconds greater than 0 and at most 31536000 (365 days); got ' '",
      ],
      [
        '?timespan=soon',
        "'timespan' must be a number of seconds greater than 0 and at most 31536000 (365 days); got 'soon'",
      ],
      ['?t0=2026-07-20', "'t0' must be an ISO 8601 timestamp; got '2026-07-20'"],
      ['?t1=x2026-07-20T00:00:00Z', "'t1' must be an ISO 8601 timestamp; got 'x2026-07-20T00:00:00Z'"],
      [`?t0=${iso(366)}`, "'t0' must be within 365 days from today"],
      [`?t0=${iso(5)}&t1=${iso(6)}`, "'t1' must be after 't0'"],
      [
        `?t0=${iso(300)}&t1=${new Date(NOW + 65 * DAY + 1).toISOString()}`,
        "'t1' can be at most 365 days after 't0'",
      ],
    ];
    for (const [query, message] of refusals) {
      const answer = await call(emulator, 'GET', `${LOG}${query}`);
      expect([query, answer.status, answer.body]).toEqual([query, 400, { errors: [message] }]);
    }
  });

  it('takes a window from its edges inclusive: t0 a year back, t1 a year after t0, or t1 alone', async () => {
    const at = (days: number): string => new Date(NOW - days * DAY).toISOString();
    const emulator = await start([
      { ts: at(365), label: 'a year ago' },
      { ts: at(370), label: 'before the year' },
      { ts: at(20), label: 'twenty days' },
      { ts: at(10), label: 'ten days' },
      { ts: at(-1), label: 'tomorrow' },
    ]);
    const labels = async (query: string): Promise<unknown[]> => {
      const answer = await call(emulator, 'GET', `${LOG}${query}`);
      expect([query, answer.status]).toEqual([query, 200]);
      return (answer.body as ChangeLogEntry[]).map((e) => e.label);
    };
    // t0 exactly 365 days back is allowed, and an entry at t0 is in the window; the end is now.
    expect(await labels(`?t0=${at(365)}`)).toEqual(['ten days', 'twenty days', 'a year ago']);
    // t0 alone ends now: tomorrow's entry is left out.
    expect(await labels(`?t0=${at(20)}`)).toEqual(['ten days', 'twenty days']);
    // A window of exactly 365 days is allowed; entries at t0 and at t1 are in a window.
    expect(await labels(`?t0=${at(365)}&t1=${at(0)}`)).toEqual(['ten days', 'twenty days', 'a year ago']);
    expect(await labels(`?t0=${at(20)}&t1=${at(20)}`)).toEqual(['twenty days']);
    // t1 alone: the year before it.
    expect(await labels(`?t1=${at(10)}`)).toEqual([
      'ten days',
      'twenty days',
      'a year ago',
      'before the year',
    ]);
  });

  it('pages with Link headers, every entry once', async () => {
    const history = Array.from({ length: 7 }, (_, i) => ({
      ts: new Date(NOW - (i + 1) * 60_000).toISOString(),
      label: `change ${i}`,
    }));
    const emulator = await start(history);
    const seen: string[] = [];
    let next: string | undefined = `${LOG}?perPage=3`;
    while (next !== undefined) {
      const page = await call(emulator, 'GET', next);
      seen.push(...(page.body as ChangeLogEntry[]).map((e) => e.label ?? ''));
      next = parseLinks(page.headers.get('link'))['next'];
    }
    expect(seen).toEqual(history.map((e) => e.label));
  });
});
