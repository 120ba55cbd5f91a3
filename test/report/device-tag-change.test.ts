import { describe, expect, it } from 'vitest';
import type { ApplyResult } from '../../src/applier/index.js';
import type { Change, DeviceSample, Plan } from '../../src/model/plan.js';
import { renderApplyResult, renderPlanMarkdown, renderPlanText } from '../../src/report/index.js';
import { scenarioPlan } from './scenario.js';

const devices = (n: number, from = 1): DeviceSample[] =>
  Array.from({ length: n }, (_, i) => ({ name: `IPAD-${from + i}`, serial: `S-${from + i}` }));

/** A tag change as the planner writes it: 12 devices gain `loaner`, one loses it, one group notices. */
function tagChange(): Change {
  const added = devices(12, 10);
  return {
    address: 'network/N_5678/deviceTag/loaner',
    kind: 'deviceTag',
    action: 'update',
    orgId: '549236',
    networkId: 'N_5678',
    before: { tag: 'loaner', serials: ['S-2'] },
    after: { tag: 'loaner', serials: added.map((d) => d.serial) },
    fieldChanges: [{ path: 'serials', before: ['S-2'], after: added.map((d) => d.serial) }],
    liveFingerprint: 'sha256:0',
    deviceTag: {
      added,
      removed: [{ name: 'Till\u001b[2J 2', serial: 'S-2' }],
      knockOn: [
        {
          address: 'network/N_5678/targetGroup/Kiosks',
          kind: 'targetGroup',
          gainedCount: 12,
          lostCount: 1,
          changedCount: 0,
          gained: added,
          lost: [{ name: 'Till 2', serial: 'S-2' }],
          changed: [],
        },
      ],
    },
  };
}

function planWithTag(): Plan {
  const plan = scenarioPlan();
  return {
    ...plan,
    changes: [...plan.changes, tagChange()],
    summary: { ...plan.summary, update: plan.summary.update + 1 },
  };
}

const block = (text: string, from: string): string[] => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(from));
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  return lines.slice(start, end);
};

describe('a device-tag change in the reports', () => {
  it('shows its moves, its devices (ten a line) and its knock-on in the text plan', () => {
    expect(block(renderPlanText(planWithTag(), { color: false }), 'deviceTag/loaner')).toEqual([
      '~ network/N_5678/deviceTag/loaner  +12 -1 devices',
      '    + IPAD-10 (S-10), IPAD-11 (S-11), IPAD-12 (S-12), IPAD-13 (S-13), IPAD-14 (S-14), IPAD-15 (S-15), IPAD-16 (S-16), IPAD-17 (S-17), IPAD-18 (S-18), IPAD-19 (S-19) and 2 more',
      '    - Till\\u001b[2J 2 (S-2)',
      '    knock-on: network/N_5678/targetGroup/Kiosks gains IPAD-10 (S-10), IPAD-11 (S-11), IPAD-12 (S-12), IPAD-13 (S-13), IPAD-14 (S-14), IPAD-15 (S-15), IPAD-16 (S-16), IPAD-17 (S-17), IPAD-18 (S-18), IPAD-19 (S-19) and 2 more; loses Till 2 (S-2)',
    ]);
  });

  it('names its moves and knock-on in the Markdown table, and its devices in the diff', () => {
    const markdown = renderPlanMarkdown(planWithTag());
    expect(markdown.split('\n').filter((line) => line.includes('deviceTag/loaner'))).toEqual([
      '| `~` | `network/N_5678/deviceTag/loaner` | `+12 -1 devices`; knock-on: `network/N_5678/targetGroup/Kiosks` | — |',
      '! update network/N_5678/deviceTag/loaner',
    ]);
    expect(block(markdown, '! update network/N_5678/deviceTag/loaner').slice(1)).toEqual([
      '+    IPAD-10 (S-10), IPAD-11 (S-11), IPAD-12 (S-12), IPAD-13 (S-13), IPAD-14 (S-14), IPAD-15 (S-15), IPAD-16 (S-16), IPAD-17 (S-17), IPAD-18 (S-18), IPAD-19 (S-19) and 2 more',
      '-    Till\\u001b[2J 2 (S-2)',
      '#    knock-on: network/N_5678/targetGroup/Kiosks gains IPAD-10 (S-10), IPAD-11 (S-11), IPAD-12 (S-12), IPAD-13 (S-13), IPAD-14 (S-14), IPAD-15 (S-15), IPAD-16 (S-16), IPAD-17 (S-17), IPAD-18 (S-18), IPAD-19 (S-19) and 2 more; loses Till 2 (S-2)',
    ]);
  });

  it('lists the devices each tag request changed, and those a failed one did not, in the apply table', () => {
    const write = (
      what: string,
      serials: string[],
      status: 'done' | 'failed' | 'skipped',
      message?: string,
    ): ApplyResult['writes'][number] => ({
      addresses: ['network/N_5678/deviceTag/loaner'],
      kind: 'deviceTag',
      action: 'update',
      orgId: '549236',
      operationId: 'modifyNetworkSmDevicesTags',
      status,
      ...(message === undefined ? {} : { message }),
      names: { what, names: serials },
    });
    const result: ApplyResult = {
      writes: [
        write(
          'add loaner',
          devices(12, 10).map((d) => d.serial),
          'done',
        ),
        write('add lo\u001baner', ['S-30'], 'failed', '400 bad\rtag'),
        write(
          'delete loaner',
          ['S-2'],
          'skipped',
          'skipped because update network/N_5678/deviceTag/loaner failed',
        ),
      ],
      verification: [],
      interrupted: false,
      ok: false,
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T00:00:01.000Z',
    };
    expect(renderApplyResult(result, { color: false }).split('\n').slice(1, 4)).toEqual([
      'done     update  network/N_5678/deviceTag/loaner  add loaner: S-10, S-11, S-12, S-13, S-14, S-15, S-16, S-17, S-18, S-19 and 2 more',
      'failed   update  network/N_5678/deviceTag/loaner  400 bad\\rtag; not changed: add lo\\u001baner: S-30',
      'skipped  update  network/N_5678/deviceTag/loaner  skipped because update network/N_5678/deviceTag/loaner failed; not changed: delete loaner: S-2',
    ]);
  });
});
