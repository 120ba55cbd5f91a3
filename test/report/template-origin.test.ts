import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/planner/plan.js';
import { renderPlanJson, renderPlanMarkdown, renderPlanText } from '../../src/report/index.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';

/** One group a template brought in (a create), one written in the network itself (an update). */
function templatedPlan() {
  const fromTemplate = {
    file: 'templates.yaml',
    line: 4,
    column: 9,
    template: 'store-baseline',
    usedAt: { file: 'stores/north.yaml', line: 12, column: 15 },
  };
  const desired = desiredState([
    organization('O_1', {
      networks: [
        network('N_1', [
          group('Kiosks', 'withAll', ['kiosk'], { source: fromTemplate }),
          group('Tills', 'withAny', ['till'], {
            source: { file: 'stores/north.yaml', line: 14, column: 13 },
          }),
        ]),
      ],
    }),
  ]);
  const live = {
    organizations: [
      {
        id: 'O_1',
        networks: [
          {
            id: 'N_1',
            targetGroups: [{ id: 't1', name: 'Tills', scope: 'withAll' as const, tags: ['till'] }],
          },
        ],
      },
    ],
  };
  return planChanges(desired, live, options());
}

describe('the source of an object a template brought in', () => {
  it('the text plan names the template and the use: line, only for that object', () => {
    expect(renderPlanText(templatedPlan(), { color: false })).toMatchInlineSnapshot(`
      "Symbols: + create  ~ update

      + network/N_1/targetGroup/Kiosks
          from template store-baseline at templates.yaml:4:9, use: at stores/north.yaml:12:15
          scope: withAll
          tags: +{kiosk}

      ~ network/N_1/targetGroup/Tills  (id t1)
          scope: withAll -> withAny

      Devices were not evaluated (--no-devices): the changes show no device counts and the device-share rule was not checked.

      Plan: 1 to create, 1 to update, 0 to delete.
      "
    `);
  });

  it('the Markdown diff names them in a context line', () => {
    const markdown = renderPlanMarkdown(templatedPlan());
    const diff = markdown.slice(markdown.indexOf('```diff'), markdown.lastIndexOf('```'));
    expect(diff).toMatchInlineSnapshot(`
      "\`\`\`diff
      + create network/N_1/targetGroup/Kiosks
      #    from template store-baseline at templates.yaml:4:9, use: at stores/north.yaml:12:15
      +    scope: withAll
      +    tags: +{kiosk}

      ! update network/N_1/targetGroup/Tills  (id t1)
      -    scope: withAll
      +    scope: withAny
      "
    `);
  });

  it('plan JSON keeps them in the source, file, line and column first', () => {
    const json = JSON.parse(renderPlanJson(templatedPlan())) as { changes: { source: unknown }[] };
    expect(JSON.stringify(json.changes.map((change) => change.source))).toMatchInlineSnapshot(
      `"[{"file":"templates.yaml","line":4,"column":9,"template":"store-baseline","usedAt":{"file":"stores/north.yaml","line":12,"column":15}},{"file":"stores/north.yaml","line":14,"column":13}]"`,
    );
  });
});
