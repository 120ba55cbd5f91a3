import { describe, expect, it } from 'vitest';
import { comparableAfter, diagnoseTargetGroupEcho } from '../../src/kinds/target-group/echo.js';
import { diagnoseSentryEcho } from '../../src/kinds/sentry/echo.js';
import type { LiveSentryAssignment, LiveSentryPolicy, LiveTargetGroup } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';

/*
 * The diagnoses the verification gives when a write comes back otherwise than written (docs/config.md,
 * policy.liveEcho): exact texts, and exactly when each applies. The built-CLI live-echo suite shows them
 * end to end; these pin every branch in-process.
 */

const change = (after: Record<string, unknown> | null, over: Partial<Change> = {}): Change => ({
  address: 'network/N_1/targetGroup/Kiosks',
  kind: 'targetGroup',
  action: 'update',
  orgId: 'O_1',
  networkId: 'N_1',
  id: 'TG_1',
  before: null,
  after,
  fieldChanges: [],
  liveFingerprint: null,
  ...over,
});

/** The change without one of its optional members (absent, as a plan file reads it). */
function without(change: Change, key: 'id' | 'networkId'): Change {
  const { [key]: _dropped, ...rest } = change;
  return rest;
}

const group = (scope: LiveTargetGroup['scope'], tags: string[]): LiveTargetGroup => ({
  id: 'TG_1',
  name: 'Kiosks',
  scope,
  tags,
});

const NAME = 'target group "Kiosks" (id TG_1) in network N_1';

describe('comparableAfter', () => {
  const after = { name: 'Kiosks', scope: 'withAny', tags: ['a', 'b'] };
  const live = group('all', ['z']);

  it('compares everything when the Dashboard echoes (no setting, or `echoed`)', () => {
    expect(comparableAfter(after, live, undefined)).toStrictEqual(after);
    expect(comparableAfter(after, live, {})).toStrictEqual(after);
    expect(comparableAfter(after, live, { targetGroupScope: 'echoed' })).toStrictEqual(after);
  });

  it('`keywordOnly` takes the tags from live, `writeOnly` the scope and the tags', () => {
    expect(comparableAfter(after, live, { targetGroupScope: 'keywordOnly' })).toStrictEqual({
      name: 'Kiosks',
      scope: 'withAny',
      tags: ['z'],
    });
    expect(comparableAfter(after, live, { targetGroupScope: 'writeOnly' })).toStrictEqual({
      name: 'Kiosks',
      scope: 'all',
      tags: ['z'],
    });
  });

  it('leaves the desired side and the live tags unchanged (a copy)', () => {
    const out = comparableAfter(after, live, { targetGroupScope: 'writeOnly' });
    (out['tags'] as string[]).push('x');
    expect(live.tags).toStrictEqual(['z']);
    expect(after).toStrictEqual({ name: 'Kiosks', scope: 'withAny', tags: ['a', 'b'] });
  });
});

describe('diagnoseTargetGroupEcho', () => {
  it('a scope that came back as another keyword: names what was sent and the setting `writeOnly`', () => {
    const text = diagnoseTargetGroupEcho(
      change({ name: 'Kiosks', scope: 'withAny', tags: ['b', 'a'] }),
      group('all', []),
      undefined,
    );
    expect(text).toBe(
      `${NAME}: scope was written as "withAny, a, b" but came back as scope all with tags []; the Dashboard does not echo target-group scope. Adapt smform: set \`policy: { liveEcho: { targetGroupScope: writeOnly } }\` on organization O_1 (docs/config.md)`,
    );
  });

  it('tags that came back empty under the written keyword: names them and the setting `keywordOnly`', () => {
    const text = diagnoseTargetGroupEcho(
      change({ name: 'Kiosks', scope: 'withAll', tags: ['b', 'a'] }),
      group('withAll', []),
      { targetGroupScope: 'echoed' },
    );
    expect(text).toBe(
      `${NAME}: tags were written as [a, b] (scope "withAll, a, b") but came back as scope withAll with tags []; the Dashboard does not echo target-group tags. Adapt smform: set \`policy: { liveEcho: { targetGroupScope: keywordOnly } }\` on organization O_1 (docs/config.md)`,
    );
  });

  it('the live tags are listed sorted, and a missing network reads `?`', () => {
    const text = diagnoseTargetGroupEcho(
      without(change({ name: 'Kiosks', scope: 'withAny', tags: [] }), 'networkId'),
      group('none', ['zz', 'aa']),
      undefined,
    );
    expect(text).toBe(
      'target group "Kiosks" (id TG_1) in network ?: scope was written as "withAny" but came back as scope none with tags [aa, zz]; the Dashboard does not echo target-group scope. Adapt smform: set `policy: { liveEcho: { targetGroupScope: writeOnly } }` on organization O_1 (docs/config.md)',
    );
  });

  it('nothing to explain: a delete, no desired side, the same scope and tags, or a scope that is no keyword', () => {
    const after = { name: 'Kiosks', scope: 'withAny', tags: ['a'] };
    expect(diagnoseTargetGroupEcho(change(after, { action: 'delete' }), group('all', []), undefined)).toBe(
      undefined,
    );
    expect(diagnoseTargetGroupEcho(change(null), group('all', []), undefined)).toBe(undefined);
    expect(diagnoseTargetGroupEcho(change(after), group('withAny', ['a']), undefined)).toBe(undefined);
    expect(
      diagnoseTargetGroupEcho(change({ ...after, scope: 'anything' }), group('all', []), undefined),
    ).toBe(undefined);
  });

  it('tags not in a list count as none written: nothing to explain under the same keyword', () => {
    expect(
      diagnoseTargetGroupEcho(
        change({ name: 'Kiosks', scope: 'withAny', tags: 'a' }),
        group('withAny', []),
        undefined,
      ),
    ).toBe(undefined);
  });

  it('`writeOnly` explains nothing; `keywordOnly` still explains a scope that came back otherwise', () => {
    const after = { name: 'Kiosks', scope: 'withAny', tags: ['a'] };
    expect(diagnoseTargetGroupEcho(change(after), group('all', []), { targetGroupScope: 'writeOnly' })).toBe(
      undefined,
    );
    expect(
      diagnoseTargetGroupEcho(change(after), group('withAny', []), { targetGroupScope: 'keywordOnly' }),
    ).toBe(undefined);
    expect(
      diagnoseTargetGroupEcho(change(after), group('all', []), { targetGroupScope: 'keywordOnly' }),
    ).toContain('does not echo target-group scope');
  });

  it('tags are explained only when written, under a tagged keyword, and came back as none at all', () => {
    const diagnose = (scope: string, tags: string[], live: LiveTargetGroup) =>
      diagnoseTargetGroupEcho(change({ name: 'Kiosks', scope, tags }), live, undefined);
    // Other tags came back: a real difference, left to the verification.
    expect(diagnose('withAny', ['a'], group('withAny', ['b']))).toBe(undefined);
    // Nothing written: nothing missing.
    expect(diagnose('withAny', [], group('withAny', []))).toBe(undefined);
    // `all` and `none` carry no tags: any written are meaningless.
    expect(diagnose('all', ['a'], group('all', []))).toBe(undefined);
    expect(diagnose('none', ['a'], group('none', []))).toBe(undefined);
    // Each tagged keyword, one tag written, none back.
    for (const scope of ['withAny', 'withAll', 'withoutAny', 'withoutAll'])
      expect(diagnose(scope, ['a'], group(scope as LiveTargetGroup['scope'], []))).toContain(
        'does not echo target-group tags',
      );
  });
});

describe('diagnoseSentryEcho', () => {
  const policy = (id: string): LiveSentryPolicy => ({
    policyId: `P_${id}`,
    smNetworkId: 'N_9',
    groupPolicyId: id,
    scope: 'all',
    tags: [],
  });
  const sentryChange = without(change(null, { kind: 'sentry', address: 'org/O_1/sentry/N_1' }), 'id');
  const live = (...ids: string[]): LiveSentryAssignment => ({ networkId: 'N_1', policies: ids.map(policy) });
  const desired = ['101', '102', '103'].map(policy);

  it('a list that came back reversed: names both orders, both possible causes and how to tell them apart', () => {
    expect(diagnoseSentryEcho(sentryChange, live('103', '102', '101'), desired, undefined)).toBe(
      "sentry policies of network N_1 in organization O_1: the order was written (highest priority first) as [N_9/101, N_9/102, N_9/103] but reads back as [N_9/103, N_9/102, N_9/101], reversed. Either smform reads this Dashboard's priorities the other way round (sentryPriorityOne: highest) or the Dashboard takes a written list the other way round (sentryWriteOrder: highestLast); exactly one of the two, so the sentry lists this write carried may now be inverted in production. To tell which: run `smform doctor --sentry-order N_1` and compare its list with the Dashboard's sentry policies page. If the Dashboard shows the order doctor prints, reading is right and writing is reversed; if it shows the reverse, reading is reversed. Record what you found in policy.liveEcho of organization O_1 (docs/config.md), then plan and apply again.",
    );
    // The settings in force are named as they are, never a value to flip them to.
    const settings = { sentryPriorityOne: 'lowest' as const, sentryWriteOrder: 'highestFirst' as const };
    const explained = diagnoseSentryEcho(sentryChange, live('103', '102', '101'), desired, settings);
    expect(explained).toContain(
      '(sentryPriorityOne: lowest) or the Dashboard takes a written list the other way round (sentryWriteOrder: highestFirst)',
    );
    expect(explained).not.toContain('highest)');
  });

  it('two policies are enough; a missing network reads `?`', () => {
    const two = ['1', '2'].map(policy);
    expect(
      diagnoseSentryEcho(without(sentryChange, 'networkId'), live('2', '1'), two, {
        sentryPriorityOne: 'highest',
      }),
    ).toMatch(
      /^sentry policies of network \? in organization O_1: .*reads back as \[N_9\/2, N_9\/1\], reversed/,
    );
  });

  it('nothing to explain: no live list, fewer than two policies, the same order, or not a reversal', () => {
    expect(diagnoseSentryEcho(sentryChange, undefined, desired, undefined)).toBe(undefined);
    expect(diagnoseSentryEcho(sentryChange, live(), [policy('1')], undefined)).toBe(undefined);
    expect(diagnoseSentryEcho(sentryChange, live('101', '102', '103'), desired, undefined)).toBe(undefined);
    // A list that came back as written is never taken for a reversal, even where its reverse reads the same.
    expect(diagnoseSentryEcho(sentryChange, live('101'), [policy('101')], undefined)).toBe(undefined);
    expect(diagnoseSentryEcho(sentryChange, live('7', '7'), [policy('7'), policy('7')], undefined)).toBe(
      undefined,
    );
    expect(diagnoseSentryEcho(sentryChange, live('102', '101', '103'), desired, undefined)).toBe(undefined);
    expect(diagnoseSentryEcho(sentryChange, live('103', '101'), desired, undefined)).toBe(undefined);
  });
});
