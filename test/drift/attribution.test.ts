import { describe, expect, it } from 'vitest';
import { attributeDrift, RELATED_LIMIT } from '../../src/drift/attribution.js';
import type { ChangeRecord } from '../../src/drift/change-log.js';
import type { DriftEntry, DriftReport } from '../../src/drift/index.js';
import { parseSince, backupTime } from '../../src/workflows/drift-window.js';

function entry(address: string, status: DriftEntry['status'], id?: string): DriftEntry {
  const kind = address.includes('/adminRole/')
    ? 'adminRole'
    : address.includes('/sentry/')
      ? 'sentry'
      : 'targetGroup';
  return {
    address,
    kind,
    status,
    scope: address.split('/').slice(0, 2).join('/'),
    fieldChanges: [],
    ...(id === undefined ? {} : { id }),
  };
}

function report(objects: DriftEntry[]): DriftReport {
  return {
    formatVersion: '1.0',
    toolVersion: 't',
    createdAt: '2026-07-24T12:00:00.000Z',
    configDigest: 'd',
    drifted: true,
    summary: { inSync: 0, drifted: 0, missing: 0, unmanaged: 0 },
    matrix: [],
    objects,
    diagnostics: [],
  };
}

const at = (minutes: number): string =>
  new Date(Date.parse('2026-07-24T12:00:00.000Z') - minutes * 60_000).toISOString();

function attribute(objects: DriftEntry[], records: ChangeRecord[], since = at(60 * 24)) {
  return attributeDrift(report(objects), {
    networkOrg: new Map([
      ['N_1', 'O'],
      ['N_2', 'O'],
    ]),
    records: new Map([['O', records]]),
    identity: { name: 'Bot', email: 'bot@example.com' },
    summary: { since, sinceFrom: 'default', identity: null, organizations: [] },
  }).objects;
}

describe('drift attribution matches only what is certain', () => {
  it('names an object by its whole name or id in label, old or new value, in its own network', () => {
    const [kiosks] = attribute(
      [entry('network/N_1/targetGroup/Kiosks', 'drifted', '77')],
      [
        { ts: at(1), label: 'Kiosks', networkId: 'N_1', adminName: 'Ann' },
        { ts: at(2), label: 'x', newValue: 'id 77 changed', networkId: 'N_1', adminName: 'Id' },
        { ts: at(3), label: 'Kiosks 2', newValue: 'Kiosksfoo 770', networkId: 'N_1', adminName: 'Near' },
        { ts: at(4), label: 'Kiosks', networkId: 'N_2', adminName: 'Elsewhere' },
        { ts: at(5), label: 'Kiosks', networkId: 'N_1', adminEmail: 'BOT@example.com' },
      ],
    );
    expect(
      kiosks?.causes?.map((c) => [c.adminName ?? c.adminEmail, c.match, c.appliedBySmform ?? false]),
    ).toEqual([
      ['Ann', 'object', false],
      ['Id', 'object', false],
      ['Near', 'network', false],
      ['BOT@example.com', 'object', true],
    ]);
  });

  it("keeps an organization's roles to entries logged under no network, and drops entries before the window", () => {
    const [role] = attribute(
      [entry('org/O/adminRole/Helpdesk', 'missing')],
      [
        { ts: at(1), label: 'Helpdesk', networkId: 'N_1' },
        { ts: at(2), label: 'Helpdesk', adminName: 'Org' },
        { ts: at(60 * 48), label: 'Helpdesk', adminName: 'Too old' },
      ],
    );
    expect(role?.causes?.map((c) => c.adminName)).toEqual(['Org']);
  });

  it('lists at most a few newest entries of the network that name nothing, and counts the rest', () => {
    const records = Array.from({ length: RELATED_LIMIT + 3 }, (_, i) => ({
      ts: at(i + 1),
      label: `other ${i}`,
      networkId: 'N_1',
    }));
    const [group] = attribute([entry('network/N_1/targetGroup/Kiosks', 'unmanaged')], records);
    expect(group?.causes?.map((c) => c.label)).toEqual(records.slice(0, RELATED_LIMIT).map((r) => r.label));
    expect(group?.relatedOmitted).toBe(3);
  });

  it('gives a sentry list the entries of the network it assigns', () => {
    const [sentry] = attribute(
      [entry('org/O/sentry/N_2', 'drifted')],
      [{ ts: at(1), label: 'x', networkId: 'N_2' }],
    );
    expect(sentry?.causes?.map((c) => c.match)).toEqual(['network']);
  });
});

describe('the attribution window', () => {
  const now = new Date('2026-07-24T12:00:00.000Z');
  it('reads --since as a duration or a time, and refuses anything else', () => {
    expect(parseSince('30d', now).toISOString()).toBe('2026-06-24T12:00:00.000Z');
    expect(parseSince('12h', now).toISOString()).toBe('2026-07-24T00:00:00.000Z');
    expect(parseSince('2026-07-01T00:00:00Z', now).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(() => parseSince('last week', now)).toThrow(/neither a duration nor a time/);
  });
  it("reads an apply backup's time from its file name", () => {
    expect(backupTime('2026-11-22T00-23-23-123Z.json')?.toISOString()).toBe('2026-11-22T00:23:23.123Z');
    expect(backupTime('2026-11-22T00-23-23-123Z-2.json')?.toISOString()).toBe('2026-11-22T00:23:23.123Z');
    expect(backupTime('notes.json')).toBeUndefined();
  });
});
