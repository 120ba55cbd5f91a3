import { describe, expect, it } from 'vitest';
import type { ApplyResult, WriteResult } from '../../src/applier/index.js';
import { applyRenderers } from '../../src/report/index.js';

/**
 * docs/workflow.md § `smform apply`: an apply ends with a table of every change (status, action,
 * address, detail), the re-read's problems, and a tally counted per change; `--output json` gives the
 * same changes, one entry per address. Exact texts, so a dropped detail or a miscount fails.
 */

const base = { kind: 'targetGroup', orgId: '1', operationId: 'createNetworkSmTargetGroup' } as const;

function write(fields: Partial<WriteResult> & Pick<WriteResult, 'addresses' | 'status'>): WriteResult {
  return { ...base, action: 'create', ...fields };
}

function result(writes: WriteResult[], extra: Partial<ApplyResult> = {}): ApplyResult {
  return {
    writes,
    verification: [],
    interrupted: false,
    ok: false,
    startedAt: '2026-11-27T10:00:00.000Z',
    finishedAt: '2026-11-27T10:00:01.000Z',
    ...extra,
  };
}

const text = (applied: ApplyResult): string => applyRenderers.text(applied, { color: false });

describe('the table an apply ends with', () => {
  it('paints the status column: done green, failed red, skipped yellow, each reset', () => {
    const applied = result([
      write({ addresses: ['network/N_1/targetGroup/A'], status: 'done', id: '11' }),
      write({ addresses: ['network/N_1/targetGroup/F'], status: 'failed', message: '400 Name taken' }),
      write({ addresses: ['network/N_1/targetGroup/G'], status: 'skipped', message: 'not started' }),
    ]);
    expect(applyRenderers.text(applied, { color: true }).split('\n').slice(1, 4)).toEqual([
      '\u001b[32mdone   \u001b[0m  create  network/N_1/targetGroup/A  id 11',
      '\u001b[31mfailed \u001b[0m  create  network/N_1/targetGroup/F  400 Name taken',
      '\u001b[33mskipped\u001b[0m  create  network/N_1/targetGroup/G  not started',
    ]);
  });

  it('says what each change did: a new id, an adoption, a lookup, a failure, the same PUT', () => {
    const applied = result(
      [
        write({ addresses: ['network/N_1/targetGroup/A'], status: 'done', id: '11' }),
        write({ addresses: ['network/N_1/targetGroup/B'], status: 'done', id: '12', adopted: 'as-is' }),
        write({ addresses: ['network/N_1/targetGroup/C'], status: 'done', id: '13', adopted: 'updated' }),
        write({ addresses: ['network/N_1/targetGroup/D'], status: 'done', id: '14', resolvedByLookup: true }),
        write({ addresses: ['network/N_1/targetGroup/E'], status: 'done', action: 'update', id: '15' }),
        write({ addresses: ['network/N_1/targetGroup/F'], status: 'failed', message: '400 Name taken' }),
        write({
          addresses: ['org/1/sentry/N_A', 'org/1/sentry/N_B'],
          kind: 'sentry',
          action: 'update',
          actions: ['create', 'delete'],
          status: 'skipped',
          stale: true,
          message: 'refused as stale',
        }),
      ],
      { verification: [{ address: 'network/N_1/targetGroup/A', message: 'after apply, it is missing' }] },
    );
    expect(text(applied)).toBe(
      [
        'STATUS   ACTION  ADDRESS                    DETAIL',
        'done     create  network/N_1/targetGroup/A  id 11',
        'done     create  network/N_1/targetGroup/B  adopted id 12 (another writer created it since the plan; already as declared)',
        'done     create  network/N_1/targetGroup/C  adopted id 13 (another writer created it since the plan; updated to the declaration)',
        'done     create  network/N_1/targetGroup/D  id 14 (outcome was unknown; found by name, not created twice)',
        'done     update  network/N_1/targetGroup/E',
        'failed   create  network/N_1/targetGroup/F  400 Name taken',
        'skipped  create  org/1/sentry/N_A           refused as stale',
        'skipped  delete  org/1/sentry/N_B           (same PUT)',
        '',
        'Verification found problems:',
        '  network/N_1/targetGroup/A: after apply, it is missing',
        '',
        'Apply failed: 5 done, 1 failed, 2 skipped.',
        '',
      ].join('\n'),
    );
  });

  it('lists the names a request changes, ten at most, and counts what an interrupt kept from starting', () => {
    const names = Array.from({ length: 12 }, (_, i) => `S${i + 1}`);
    const applied = result(
      [
        write({
          addresses: ['network/N_1/deviceTag/kiosk'],
          status: 'done',
          action: 'update',
          names: { what: 'add kiosk', names: names.slice(0, 10) },
        }),
        write({
          addresses: ['network/N_1/deviceTag/lobby'],
          status: 'failed',
          action: 'update',
          message: '500 busy',
          names: { what: 'add lobby', names },
        }),
        write({
          addresses: ['network/N_1/targetGroup/X', 'network/N_1/targetGroup/Y'],
          status: 'skipped',
          message: 'skipped: interrupted before it started',
        }),
      ],
      { interrupted: true },
    );
    expect(text(applied)).toBe(
      [
        'STATUS   ACTION  ADDRESS                      DETAIL',
        'done     update  network/N_1/deviceTag/kiosk  add kiosk: S1, S2, S3, S4, S5, S6, S7, S8, S9, S10',
        'failed   update  network/N_1/deviceTag/lobby  500 busy; not changed: add lobby: S1, S2, S3, S4, S5, S6, S7, S8, S9, S10 and 2 more',
        'skipped  -       2 changes not started        interrupted before they started',
        '',
        'Apply interrupted: 1 done, 1 failed, 2 skipped.',
        '',
      ].join('\n'),
    );
  });

  it('ends a clean apply with "Apply complete", and an empty one with "Nothing to apply."', () => {
    const clean = result([write({ addresses: ['network/N_1/targetGroup/A'], status: 'done', id: '11' })], {
      ok: true,
    });
    expect(text(clean)).toBe(
      [
        'STATUS  ACTION  ADDRESS                    DETAIL',
        'done    create  network/N_1/targetGroup/A  id 11',
        '',
        'Apply complete: 1 done, 0 failed, 0 skipped.',
        '',
      ].join('\n'),
    );
    expect(text(result([], { ok: true }))).toBe('Nothing to apply.\n');
    // Interrupted before any write started: the one row still has its columns.
    const none = result(
      [
        write({
          addresses: ['network/N_1/targetGroup/X', 'network/N_1/targetGroup/Y'],
          status: 'skipped',
          message: 'skipped: interrupted before it started',
        }),
      ],
      { interrupted: true },
    );
    expect(text(none)).toBe(
      [
        'STATUS   ACTION  ADDRESS                DETAIL',
        'skipped  -       2 changes not started  interrupted before they started',
        '',
        'Apply interrupted: 0 done, 0 failed, 2 skipped.',
        '',
      ].join('\n'),
    );
  });
});

describe('apply --output json', () => {
  it('gives one entry per address, with error for a failure, reason for a skip, and the flags set', () => {
    const applied = result([
      write({ addresses: ['network/N_1/targetGroup/A'], status: 'done', id: '11', resolvedByLookup: true }),
      write({ addresses: ['network/N_1/targetGroup/B'], status: 'done', id: '12', adopted: 'updated' }),
      write({ addresses: ['network/N_1/targetGroup/F'], status: 'failed', message: '400 Name taken' }),
      write({
        addresses: ['org/1/sentry/N_A', 'org/1/sentry/N_B'],
        kind: 'sentry',
        action: 'update',
        actions: ['create', 'delete'],
        status: 'skipped',
        stale: true,
        message: 'refused as stale',
      }),
    ]);
    const counts = { calls: 4, requests: 5, retries: 1, rateLimited: 0, errors: 1 };
    const stats = { totals: counts, organizations: { '1': counts } };
    const document = JSON.parse(applyRenderers.json(applied, { color: false, stats })) as Record<
      string,
      unknown
    >;
    const entry = { kind: 'targetGroup', orgId: '1', operationId: 'createNetworkSmTargetGroup' };
    expect(document).toEqual({
      ok: false,
      interrupted: false,
      startedAt: '2026-11-27T10:00:00.000Z',
      finishedAt: '2026-11-27T10:00:01.000Z',
      changes: [
        {
          address: 'network/N_1/targetGroup/A',
          ...entry,
          action: 'create',
          status: 'done',
          id: '11',
          resolvedByLookup: true,
        },
        {
          address: 'network/N_1/targetGroup/B',
          ...entry,
          action: 'create',
          status: 'done',
          id: '12',
          adopted: 'updated',
        },
        {
          address: 'network/N_1/targetGroup/F',
          ...entry,
          action: 'create',
          status: 'failed',
          error: '400 Name taken',
        },
        {
          address: 'org/1/sentry/N_A',
          ...entry,
          kind: 'sentry',
          action: 'create',
          status: 'skipped',
          reason: 'refused as stale',
          stale: true,
        },
        {
          address: 'org/1/sentry/N_B',
          ...entry,
          kind: 'sentry',
          action: 'delete',
          status: 'skipped',
          reason: 'refused as stale',
          stale: true,
        },
      ],
      verification: [],
      api: stats,
    });
  });
});
