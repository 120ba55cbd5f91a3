import { describe, expect, it } from 'vitest';
import { planTagChanges } from '../../src/kinds/device-tag/plan-tags.js';
import type { SelectingObject } from '../../src/kinds/device-tag/knock-on.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { renderPlanMarkdown, renderPlanText } from '../../src/report/index.js';
import { desiredState, network, options, organization } from '../planner/helpers/builders.js';

const at = { file: 'config/smform.yaml', line: 7, column: 9 };
// Twelve devices gain kiosk (listed out of order), Old loses it; a group selecting on kiosk follows.
const names = ['L', 'K', 'J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'];
const devices = [
  { id: 'old', name: 'Old', serial: 'S-old', tags: ['kiosk'] },
  ...names.map((name) => ({ id: name, name, serial: `S-${name}`, tags: [] })),
];
const kiosks: SelectingObject = {
  address: 'network/N_1/targetGroup/Kiosks',
  kind: 'targetGroup',
  tags: ['kiosk'],
  standing: (tags) => (tags.includes('kiosk') ? 'in' : undefined),
};
const sentry: SelectingObject = {
  address: 'org/O_1/sentry/N_1',
  kind: 'sentry',
  tags: ['kiosk'],
  standing: (tags) => (tags.includes('kiosk') ? '101' : '102'),
};

function tagPlan(): Plan {
  const plan = planChanges(
    desiredState([organization('O_1', { networks: [network('N_1', [])] })]),
    { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] },
    options(),
  );
  const [change] = planTagChanges(
    'O_1',
    'N_1',
    [
      {
        tag: 'kiosk',
        serials: names.map((name) => ({ serial: `S-${name}`, source: at })),
        protected: false,
        source: at,
      },
    ],
    devices,
    [kiosks, sentry],
    { maxDevicePercent: 100 },
  ).changes;
  plan.changes.push(change as unknown as Change);
  plan.summary.update += 1;
  return plan;
}

const first10 = 'A (S-A), B (S-B), C (S-C), D (S-D), E (S-E), F (S-F), G (S-G), H (S-H), I (S-I), J (S-J)';

describe('a tag change in the text plan and the pull-request comment', () => {
  it('names the first ten devices by name, counts the rest, and gives one knock-on line per object', () => {
    expect(renderPlanText(tagPlan(), { color: false })).toContain(
      [
        '~ network/N_1/deviceTag/kiosk  +12 -1 devices',
        `    + ${first10} and 2 more`,
        '    - Old (S-old)',
        `    knock-on: network/N_1/targetGroup/Kiosks gains ${first10} and 2 more; loses Old (S-old)`,
        `    knock-on: org/O_1/sentry/N_1 gives another group policy to ${first10} and 3 more`,
        '    devices: 1 -> 12 (+12 -1)',
      ].join('\n'),
    );
  });

  it('shows the same lines in the full diff, and the objects it knocks on in the table', () => {
    const markdown = renderPlanMarkdown(tagPlan());
    expect(markdown).toContain(
      '| `~` | `network/N_1/deviceTag/kiosk` | `+12 -1 devices`; knock-on: `network/N_1/targetGroup/Kiosks`, `org/O_1/sentry/N_1` | 1 → 12 |',
    );
    expect(markdown).toContain(
      [
        '! update network/N_1/deviceTag/kiosk  (devices 1 -> 12 (+12 -1))',
        `+    ${first10} and 2 more`,
        '-    Old (S-old)',
        `#    knock-on: network/N_1/targetGroup/Kiosks gains ${first10} and 2 more; loses Old (S-old)`,
        `#    knock-on: org/O_1/sentry/N_1 gives another group policy to ${first10} and 3 more`,
        '```',
      ].join('\n'),
    );
  });
});
