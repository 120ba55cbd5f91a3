import { describe, expect, it } from 'vitest';
import { driftOfPlan, type DriftReport } from '../../src/drift/index.js';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import { renderDriftJson } from '../../src/report/drift-json.js';
import { renderDriftMarkdown } from '../../src/report/drift-markdown.js';
import { renderDriftText } from '../../src/report/drift-text.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';
import { scenarioPlan } from './scenario.js';

/*
 * The drift report as people and tools read it (docs/gitops.md, "Every night: drift" and "Who changed it"):
 * every object out of sync with its fields, the matrix, the change-log causes, the diagnostics and the
 * outcome, in text, Markdown (the drift issue) and JSON, line for line.
 */

function entryOf(report: DriftReport, suffix: string) {
  const entry = report.objects.find((candidate) => candidate.address.endsWith(suffix));
  if (entry === undefined) throw new Error(`no object ending in ${suffix}`);
  return entry;
}

/** The scenario's drift with the change log read: colleagues' edits, smform's own write, a failed read. */
function attributed(): DriftReport {
  const report = driftOfPlan(scenarioPlan());
  entryOf(report, 'Point of Sale').causes = [
    {
      ts: '2026-07-24T09:14:02Z',
      adminName: 'Ann Admin',
      adminEmail: 'ann@example.com',
      networkId: 'N_5678',
      page: 'Target groups',
      label: 'Point of Sale',
      oldValue: '{"scope":"withAny pos"}',
      newValue: '{"scope":"all"}',
      match: 'object',
    },
    {
      ts: '2026-07-23T22:01:40Z',
      adminName: 'smform bot',
      adminEmail: 'robot@example.com',
      page: 'Target groups',
      label: 'Point of Sale',
      oldValue: null,
      newValue: '',
      match: 'object',
      appliedBySmform: true,
    },
  ];
  entryOf(report, 'Temp Pilot').causes = [
    {
      ts: '2026-07-24T09:14:30Z',
      adminEmail: 'ann@example.com',
      networkId: 'N_5678',
      page: 'Tags',
      oldValue: 'pilot\u001b[2J',
      newValue: 'pilot, beta',
      match: 'network',
    },
  ];
  entryOf(report, 'Temp Pilot').relatedOmitted = 3;
  entryOf(report, 'Helpdesk EMEA').causes = [
    {
      ts: '2026-07-22T10:00:00Z',
      adminId: '905',
      label: 'Helpdesk EMEA',
      newValue: 'x'.repeat(170),
      match: 'object',
    },
  ];
  entryOf(report, 'Helpdesk APAC').causes = [
    {
      ts: '2026-07-21T07:00:10Z',
      adminName: 'Bob Builder',
      label: 'Helpdesk APAC',
      oldValue: 'apac',
      match: 'object',
    },
  ];
  entryOf(report, 'sentry/N_24329160').causes = [
    { ts: '2026-07-24T09:14:55Z', adminName: 'Ann Admin', adminEmail: 'ANN@example.com', match: 'object' },
  ];
  report.attribution = {
    since: '2026-07-20T08:00:00Z',
    sinceFrom: 'last-apply',
    sinceDetail: 'backup 07-20',
    identity: { name: 'smform bot', email: 'robot@example.com' },
    organizations: [
      { orgId: '549236', entries: 12 },
      { orgId: '681155', entries: 0, error: '403' },
    ],
  };
  report.diagnostics = [
    { severity: 'warning', code: 'w', message: 'a warning\u0007' },
    { severity: 'error', code: 'e', message: 'an error' },
  ];
  return report;
}

const MATRIX = [
  'scope           kind         in sync  drifted  missing  unmanaged',
  'network/N_5678  targetGroup        1        1        0          1',
  'org/549236      adminRole          0        1        1          1',
  'org/549236      sentry             0        1        0          0',
];

describe('the drift report in text', () => {
  it('lists drifted, missing and unmanaged objects with fields and causes, the matrix, the read, diagnostics and the outcome', () => {
    expect(renderDriftText(attributed(), { color: false }).split('\n')).toEqual([
      'Field changes read live -> declared.',
      '',
      '~ network/N_5678/targetGroup/Point of Sale  (drifted, id t2)',
      '    name: POS -> Point of Sale',
      '    scope: withAny -> all',
      '    tags: -{pos}',
      '    changed by Ann Admin <ann@example.com> at 2026-07-24 09:14:02 UTC: Target groups / Point of Sale: {"scope":"withAny pos"} -> {"scope":"all"}',
      '    applied by smform at 2026-07-23 22:01:40 UTC: Target groups / Point of Sale: (none) -> (none)',
      '~ org/549236/adminRole/Helpdesk EMEA  (drifted, id r1)',
      '    tags: +{kiosk} -{laptops}',
      `    changed by admin 905 at 2026-07-22 10:00:00 UTC: Helpdesk EMEA: (none) -> ${'x'.repeat(120)}…[10 characters left out]…${'x'.repeat(40)}`,
      '~ org/549236/sentry/N_24329160  (drifted)',
      '    policies:',
      '      - 4. groupPolicy 105 on N_SM all  (removed)',
      '      ↕ 2. groupPolicy 101 on N_SM withAll [finance, macos]  (moved 1 -> 2)',
      '      + 3. groupPolicy 103 on N_SM withAny [byod]',
      '      ~ 4. groupPolicy 104 on N_SM withAny [a] -> withAll [a, b]  (moved 3 -> 4)',
      '    changed by Ann Admin <ANN@example.com> at 2026-07-24 09:14:55 UTC: (none) -> (none)',
      '+ org/549236/adminRole/Helpdesk APAC  (missing)',
      '    changed by Bob Builder at 2026-07-21 07:00:10 UTC: Helpdesk APAC: apac -> (none)',
      '? network/N_5678/targetGroup/Temp Pilot  (unmanaged, id t3, prune is on: apply deletes it)',
      "    changes in this network's Systems Manager settings around then (not naming it):",
      '      changed by ann@example.com at 2026-07-24 09:14:30 UTC: Tags: pilot\\u001b[2J -> pilot, beta',
      '      … and 3 older',
      '? org/549236/adminRole/Legacy Imaging  (unmanaged, id r9)',
      '',
      ...MATRIX,
      '',
      "Change log since 2026-07-20 08:00:00 UTC (backup 07-20): organization 549236: 12 entries, organization 681155: not read (403); entries by smform bot <robot@example.com> (the API key's admin) are smform's own.",
      '',
      'warning: a warning\\u0007',
      'error: an error',
      '',
      'Drift found: 3 drifted, 1 missing, 2 unmanaged, 1 in sync.',
      '',
    ]);
  });

  it('paints each status, the diagnostics by severity and the outcome in bold; --show-in-sync adds the rest, dim', () => {
    const report = driftOfPlan(scenarioPlan());
    report.diagnostics = [
      { severity: 'warning', code: 'w', message: 'a warning' },
      { severity: 'error', code: 'e', message: 'an error' },
    ];
    const lines = renderDriftText(report, { color: true, showInSync: true }).split('\n');
    expect(lines.filter((line) => line.startsWith('\u001b['))).toEqual([
      '\u001b[33m~ network/N_5678/targetGroup/Point of Sale\u001b[39m  (drifted, id t2)',
      '\u001b[33m~ org/549236/adminRole/Helpdesk EMEA\u001b[39m  (drifted, id r1)',
      '\u001b[33m~ org/549236/sentry/N_24329160\u001b[39m  (drifted)',
      '\u001b[32m+ org/549236/adminRole/Helpdesk APAC\u001b[39m  (missing)',
      '\u001b[35m? network/N_5678/targetGroup/Temp Pilot\u001b[39m  (unmanaged, id t3, prune is on: apply deletes it)',
      '\u001b[35m? org/549236/adminRole/Legacy Imaging\u001b[39m  (unmanaged, id r9)',
      '\u001b[2m= network/N_5678/targetGroup/Kiosks\u001b[22m  (in sync, id t1)',
      '\u001b[33mwarning: a warning\u001b[0m',
      '\u001b[31merror: an error\u001b[0m',
      '\u001b[1mDrift found: 3 drifted, 1 missing, 2 unmanaged, 1 in sync.\u001b[22m',
    ]);
    expect(lines.slice(-5)).toEqual([
      '\u001b[33mwarning: a warning\u001b[0m',
      '\u001b[31merror: an error\u001b[0m',
      '',
      '\u001b[1mDrift found: 3 drifted, 1 missing, 2 unmanaged, 1 in sync.\u001b[22m',
      '',
    ]);
  });

  it("says how the window was chosen, and when the key's admin is unknown; a time the log gives unreadable stays as logged", () => {
    const report = driftOfPlan(scenarioPlan());
    entryOf(report, 'Helpdesk APAC').causes = [
      { ts: 'yesterday', adminEmail: 'bob@example.com', page: 'Roles', label: '', match: 'object' },
    ];
    const attribution = (sinceFrom: 'since-flag' | 'last-apply' | 'default') => {
      report.attribution = { since: '2026-07-20T08:00:00Z', sinceFrom, identity: null, organizations: [] };
      return renderDriftText(report, { color: false }).split('\n');
    };
    const unknown =
      'nothing to read; the key\'s admin is unknown, so no entry is marked "applied by smform".';
    expect(attribution('since-flag')).toContain(
      `Change log since 2026-07-20 08:00:00 UTC (--since): ${unknown}`,
    );
    expect(attribution('default')).toContain(
      `Change log since 2026-07-20 08:00:00 UTC (default window, no apply record found): ${unknown}`,
    );
    const lines = attribution('last-apply');
    expect(lines).toContain(`Change log since 2026-07-20 08:00:00 UTC (the last apply): ${unknown}`);
    expect(lines).toContain('    changed by bob@example.com at yesterday: Roles: (none) -> (none)');
    report.attribution = {
      since: '2026-07-20T08:00:00Z',
      sinceFrom: 'since-flag',
      identity: { name: '', email: 'robot@example.com' },
      organizations: [],
    };
    expect(renderDriftText(report, { color: false })).toContain(
      "(--since): nothing to read; entries by robot@example.com (the API key's admin) are smform's own.\n",
    );
  });

  it('without drift: no field-change header, no attribution line, and "No drift"', () => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [group('A', 'all')])] })]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'A', scope: 'all', tags: [] }] }],
        },
      ],
    };
    const report = driftOfPlan(planChanges(desired, live, options()));
    expect(renderDriftText(report, { color: false })).toBe(
      [
        'scope        kind         in sync  drifted  missing  unmanaged',
        'network/N_1  targetGroup        1        0        0          0',
        '',
        'No drift: 0 drifted, 0 missing, 0 unmanaged, 1 in sync.',
        '',
      ].join('\n'),
    );
    expect(renderDriftText({ ...report, matrix: [], objects: [] }, { color: false })).toBe(
      'No drift: 0 drifted, 0 missing, 0 unmanaged, 1 in sync.\n',
    );
  });
});
describe('the drift issue in Markdown', () => {
  it('titles the outcome, warns of errors, counts the matrix, groups the objects by cause and diffs each one', () => {
    const x = 'x'.repeat(120);
    expect(renderDriftMarkdown(attributed()).split('\n')).toEqual([
      '<!-- smform:drift -->',
      '## smform drift: 3 drifted, 1 missing, 2 unmanaged',
      '',
      'The Dashboard differs from the configuration in Git: 3 objects drifted, 1 object missing, 2 unmanaged, 1 in sync.',
      '',
      '> [!CAUTION]',
      '> 1 error: `an error`',
      '',
      '| Scope | Kind | in sync | drifted | missing | unmanaged |',
      '|---|---|--:|--:|--:|--:|',
      '| `network/N_5678` | targetGroup | 1 | 1 | 0 | 1 |',
      '| `org/549236` | adminRole | 0 | 1 | 1 | 1 |',
      '| `org/549236` | sentry | 0 | 1 | 0 | 0 |',
      '',
      '### Who changed it',
      '',
      "`Change log since 2026-07-20 08:00:00 UTC (backup 07-20): organization 549236: 12 entries, organization 681155: not read (403); entries by smform bot <…[8 characters left out]…ample.com> (the API key's admin) are smform's own.`",
      '',
      '- 1 object in a network with changes by `ann@example.com` at 2026-07-24 09:14:30 UTC (the entries do not name the objects; see `smform drift` for them):',
      '  - `network/N_5678/targetGroup/Temp Pilot` (unmanaged)',
      '- Changed by `Ann Admin <ann@example.com>` at 2026-07-24 09:14:02 UTC: 2 objects',
      '  - `network/N_5678/targetGroup/Point of Sale` (drifted): `Target groups / Point of Sale: {"scope":"withAny pos"} -> {"scope":"all"}`',
      '  - `org/549236/sentry/N_24329160` (drifted): `(none) -> (none)`',
      '- Changed by `admin 905` at 2026-07-22 10:00:00 UTC: 1 object',
      `  - \`org/549236/adminRole/Helpdesk EMEA\` (drifted): \`Helpdesk EMEA: (none) -> ${x}…[10 …[11 characters left out]…left out]…${'x'.repeat(40)}\``,
      '- Changed by `Bob Builder` at 2026-07-21 07:00:10 UTC: 1 object',
      '  - `org/549236/adminRole/Helpdesk APAC` (missing): `Helpdesk APAC: apac -> (none)`',
      '- No change-log entry in the window explains 1 object:',
      '  - `org/549236/adminRole/Legacy Imaging` (unmanaged)',
      '',
      '<details open><summary>5 objects out of sync (fields read live → declared), 1 unmanaged object left alone</summary>',
      '',
      '```diff',
      '! network/N_5678/targetGroup/Point of Sale  (drifted, id t2)',
      '-    name: POS',
      '+    name: Point of Sale',
      '-    scope: withAny',
      '+    scope: all',
      '-    tags: -{pos}',
      '',
      '- network/N_5678/targetGroup/Temp Pilot  (unmanaged, id t3, prune is on: apply deletes it)',
      '',
      '+ org/549236/adminRole/Helpdesk APAC  (missing)',
      '+    scope: some',
      '+    tags: +{apac}',
      '',
      '! org/549236/adminRole/Helpdesk EMEA  (drifted, id r1)',
      '-    tags: -{laptops}',
      '+    tags: +{kiosk}',
      '',
      '# org/549236/adminRole/Legacy Imaging  (unmanaged, id r9)',
      '',
      '! org/549236/sentry/N_24329160  (drifted)',
      '-    4. groupPolicy 105 on N_SM all',
      '!    2. groupPolicy 101 on N_SM withAll [finance, macos]  (moved 1 -> 2)',
      '+    3. groupPolicy 103 on N_SM withAny [byod]',
      '-    3. groupPolicy 104 on N_SM withAny [a]',
      '+    4. groupPolicy 104 on N_SM withAll [a, b]',
      '```',
      '',
      '</details>',
      '',
      '---',
      'To restore the declared state, run `smform plan` and apply it, or change the configuration to accept what changed. This issue closes itself when no drift is left.',
      '',
      '<sub>smform 0.1.0 · checked 2026-01-01T00:00:00.000Z · configDigest `sha256:config`</sub>',
      '',
    ]);
  });

  it('lists ten objects of a cause and counts the rest; at one time a named change comes before a network one', () => {
    const names = Array.from({ length: 12 }, (_, i) => `G${i + 1}`);
    const desired = desiredState([
      organization('O_1', {
        networks: [
          network(
            'N_1',
            [...names, 'A'].map((name) => group(name, 'all')),
          ),
        ],
      }),
    ]);
    const live: LiveState = { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] };
    const report = driftOfPlan(planChanges(desired, live, options()));
    for (const entry of report.objects)
      entry.causes = [
        {
          ts: '2026-07-24T09:14:02Z',
          adminName: 'Ann Admin',
          label: entry.address.split('/').pop() ?? '',
          oldValue: 'x',
          newValue: null,
          match: entry.address.endsWith('/A') ? 'network' : 'object',
        },
      ];
    report.attribution = {
      since: '2026-07-20T08:00:00Z',
      sinceFrom: 'default',
      identity: null,
      organizations: [{ orgId: 'O_1', entries: 13 }],
    };
    const markdown = renderDriftMarkdown(report, {
      fixCommand: 'smform plan --org O_1',
      subject: { id: 'O_1', name: 'Retail' },
    });
    const section = markdown.slice(markdown.indexOf('### Who changed it'), markdown.indexOf('<details'));
    expect(section.split('\n')).toEqual([
      '### Who changed it',
      '',
      '`Change log since 2026-07-20 08:00:00 UTC (default window, no apply record found): organization O_1: 13 entries; the key\'s admin is unknown, so no entry is marked "applied by smform".`',
      '',
      '- Changed by `Ann Admin` at 2026-07-24 09:14:02 UTC: 12 objects',
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map(
        (n) => `  - \`network/N_1/targetGroup/G${n}\` (missing): \`G${n}: x -> (none)\``,
      ),
      '  - … and 2 more objects',
      '- 1 object in a network with changes by `Ann Admin` at 2026-07-24 09:14:02 UTC (the entries do not name the objects; see `smform drift` for them):',
      '  - `network/N_1/targetGroup/A` (missing)',
      '',
      '',
    ]);
    expect(markdown.split('\n').slice(0, 4)).toEqual([
      '<!-- smform:drift -->',
      '## smform drift for `Retail` (organization O_1): 13 missing',
      '',
      'The Dashboard differs from the configuration in Git: 0 objects drifted, 13 objects missing, 0 unmanaged, 0 in sync.',
    ]);
    expect(markdown).toContain(
      '\n---\nTo restore the declared state, run `smform plan --org O_1` and apply it, or change the configuration',
    );
  });

  it('without drift: no caution, no causes, the unmanaged objects folded and left alone, nothing to do', () => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [group('A', 'all')])] })]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [
            {
              id: 'N_1',
              targetGroups: [
                { id: 't1', name: 'A', scope: 'all', tags: [] },
                { id: 't2', name: 'Hand made', scope: 'none', tags: [] },
                { id: 't3', name: 'Other', scope: 'none', tags: [] },
              ],
            },
          ],
        },
      ],
    };
    const report = driftOfPlan(planChanges(desired, live, options()));
    report.diagnostics = [{ severity: 'warning', code: 'w', message: 'only a warning' }];
    expect(renderDriftMarkdown(report).split('\n')).toEqual([
      '<!-- smform:drift -->',
      '## smform drift: no drift',
      '',
      'Every declared object matches the Dashboard (1 object in sync, 2 unmanaged and left alone).',
      '',
      '| Scope | Kind | in sync | drifted | missing | unmanaged |',
      '|---|---|--:|--:|--:|--:|',
      '| `network/N_1` | targetGroup | 1 | 0 | 0 | 2 |',
      '',
      '<details><summary>2 unmanaged objects left alone</summary>',
      '',
      '```diff',
      '# network/N_1/targetGroup/Hand made  (unmanaged, id t2)',
      '',
      '# network/N_1/targetGroup/Other  (unmanaged, id t3)',
      '```',
      '',
      '</details>',
      '',
      '---',
      'Nothing to do.',
      '',
      '<sub>smform 0.1.0 · checked 2026-01-01T00:00:00.000Z · configDigest `sha256:config`</sub>',
      '',
    ]);
  });

  it('an unmanaged object that fails the run is drift: its own title word and note', () => {
    const report = driftOfPlan(scenarioPlan());
    const legacy = entryOf(report, 'Legacy Imaging');
    legacy.failing = true;
    report.summary = { inSync: 1, drifted: 0, missing: 0, unmanaged: 1 };
    report.objects = report.objects.filter((entry) => entry === legacy || entry.status === 'inSync');
    const markdown = renderDriftMarkdown(report);
    expect(markdown.split('\n')[1]).toBe('## smform drift: 1 unmanaged');
    expect(markdown).toContain(
      '<details open><summary>1 object out of sync (fields read live → declared)</summary>\n\n```diff\n# org/549236/adminRole/Legacy Imaging  (unmanaged, id r9, not in Git and unmanaged: fail)\n```',
    );
    expect(renderDriftText(report, { color: false })).toContain(
      '? org/549236/adminRole/Legacy Imaging  (unmanaged, id r9, not in Git and unmanaged: fail)\n',
    );
  });
});

describe('the drift report as JSON', () => {
  it("keeps the report's key order, the causes and the read as they are, with a final newline", () => {
    const report = attributed();
    const json = renderDriftJson(report);
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.startsWith('{\n  "formatVersion": "1.0",\n  "toolVersion": "0.1.0",\n')).toBe(true);
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'formatVersion',
      'toolVersion',
      'createdAt',
      'configDigest',
      'drifted',
      'summary',
      'matrix',
      'objects',
      'attribution',
      'diagnostics',
    ]);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(report)));
  });
});

describe('the drift report: order and causes at their edges', () => {
  it('lists scopes and objects in natural order (N_2 before N_10) in the list and the matrix', () => {
    const desired = desiredState([
      organization('O_1', {
        networks: [
          network('N_10', [group('B', 'all')]),
          network('N_2', [group('B', 'all'), group('A', 'all')]),
        ],
      }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [
            { id: 'N_10', targetGroups: [] },
            { id: 'N_2', targetGroups: [] },
          ],
        },
      ],
    };
    const report = driftOfPlan(planChanges(desired, live, options()));
    expect(renderDriftText(report, { color: false }).split('\n')).toEqual([
      '+ network/N_2/targetGroup/A  (missing)',
      '+ network/N_2/targetGroup/B  (missing)',
      '+ network/N_10/targetGroup/B  (missing)',
      '',
      'scope         kind         in sync  drifted  missing  unmanaged',
      'network/N_2   targetGroup        0        0        2          0',
      'network/N_10  targetGroup        0        0        1          0',
      '',
      'Drift found: 0 drifted, 3 missing, 0 unmanaged, 0 in sync.',
      '',
    ]);
  });

  it("groups by a colleague's change naming the object before one around it, never by smform's own; one email is one admin", () => {
    const desired = desiredState([
      organization('O_1', {
        networks: [
          network(
            'N_1',
            ['A', 'B', 'C', 'D'].map((name) => group(name, 'all')),
          ),
        ],
      }),
    ]);
    const live: LiveState = { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] };
    const report = driftOfPlan(planChanges(desired, live, options()));
    const at = '2026-07-24T09:14:02Z';
    const [a, b, c, d] = report.objects;
    if (a === undefined || b === undefined || c === undefined || d === undefined)
      throw new Error('four objects');
    a.causes = [
      {
        ts: at,
        adminName: 'smform bot',
        adminEmail: 'robot@example.com',
        match: 'object',
        appliedBySmform: true,
        label: 'A',
        oldValue: 'own',
      },
      { ts: at, adminName: 'Ann', adminEmail: 'ann@example.com', match: 'network', label: 'x' },
      {
        ts: at,
        adminName: 'Ann',
        adminEmail: 'ann@example.com',
        match: 'object',
        label: 'A',
        oldValue: 'hers',
      },
    ];
    b.causes = [{ ts: at, adminName: 'Ann', adminEmail: 'ann@other.example', match: 'object', label: 'B' }];
    c.causes = [{ ts: at, match: 'object', label: 'C' }];
    d.causes = [{ ts: at, adminEmail: 'robot@example.com', match: 'network', page: 'Tags' }];
    report.attribution = { since: at, sinceFrom: 'since-flag', identity: null, organizations: [] };
    const markdown = renderDriftMarkdown(report);
    const section = markdown.slice(markdown.indexOf('\n- '), markdown.indexOf('\n\n<details'));
    expect(section.split('\n').slice(1)).toEqual([
      '- Changed by `Ann <ann@example.com>` at 2026-07-24 09:14:02 UTC: 1 object',
      '  - `network/N_1/targetGroup/A` (missing): `A: hers -> (none)`',
      '- Changed by `Ann <ann@other.example>` at 2026-07-24 09:14:02 UTC: 1 object',
      '  - `network/N_1/targetGroup/B` (missing): `B: (none) -> (none)`',
      '- Changed by `admin (not logged)` at 2026-07-24 09:14:02 UTC: 1 object',
      '  - `network/N_1/targetGroup/C` (missing): `C: (none) -> (none)`',
      '- 1 object in a network with changes by `robot@example.com` at 2026-07-24 09:14:02 UTC (the entries do not name the objects; see `smform drift` for them):',
      '  - `network/N_1/targetGroup/D` (missing)',
    ]);
    // A network's entries with none left out say no "and 0 older".
    expect(renderDriftText(report, { color: false })).toContain(
      "+ network/N_1/targetGroup/D  (missing)\n    changes in this network's Systems Manager settings around then (not naming it):\n      changed by robot@example.com at 2026-07-24 09:14:02 UTC: Tags: (none) -> (none)\n\n",
    );
  });

  it('with every object in sync: no list, no diff block, only the matrix and the footer', () => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [group('A', 'all')])] })]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'A', scope: 'all', tags: [] }] }],
        },
      ],
    };
    const markdown = renderDriftMarkdown(driftOfPlan(planChanges(desired, live, options())));
    expect(markdown.split('\n').slice(4)).toEqual([
      '',
      '| Scope | Kind | in sync | drifted | missing | unmanaged |',
      '|---|---|--:|--:|--:|--:|',
      '| `network/N_1` | targetGroup | 1 | 0 | 0 | 0 |',
      '',
      '---',
      'Nothing to do.',
      '',
      '<sub>smform 0.1.0 · checked 2026-01-01T00:00:00.000Z · configDigest `sha256:config`</sub>',
      '',
    ]);
  });
});
