import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { renderers, renderPlanSummary, renderPlanText } from '../../src/report/index.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';
import { scenarioPlan } from './scenario.js';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`);

function inSync(): Plan {
  const desired = desiredState([
    organization('O_1', { networks: [network('N_1', [group('Kiosks', 'withAll', ['kiosk', 'ipad'])])] }),
  ]);
  return planChanges(
    desired,
    {
      organizations: [
        {
          id: 'O_1',
          networks: [
            {
              id: 'N_1',
              targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] }],
            },
          ],
        },
      ],
    },
    options(),
  );
}

describe('renderPlanText', () => {
  it('shows the symbols used, deletes first, field diffs, sentry changes, unmanaged, diagnostics and the outcome', () => {
    expect(renderPlanText(scenarioPlan(), { color: false })).toMatchInlineSnapshot(`
      "Symbols: + create  ~ update  - delete  ↕ moved  ? unmanaged

      warning: orgs/acme.yaml:1:5  SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of network N_24329160 in organization 549236, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production
        hint: run \`smform doctor --sentry-order N_24329160\`, compare its list with the Dashboard's sentry policies page, and record the answer in policy.liveEcho of organization 549236 (sentryOrderConfirmed: true; docs/doctor.md); or apply with --force

      - network/N_5678/targetGroup/Temp Pilot  (DELETE, not declared, prune is on, id t3)
          scope: withAny
          tags: {pilot}

      + org/549236/adminRole/Helpdesk APAC
          scope: some
          tags: +{apac}

      ~ org/549236/adminRole/Helpdesk EMEA  (roleId r1)
          tags: +{kiosk} -{laptops}

      ~ network/N_5678/targetGroup/Point of Sale  (id t2)
          name: POS -> Point of Sale
          scope: withAny -> all
          tags: -{pos}

      ~ org/549236/sentry/N_24329160
          policies:
            - 4. groupPolicy 105 on N_SM all  (removed)
            ↕ 2. groupPolicy 101 on N_SM withAll [finance, macos]  (moved 1 -> 2)
            + 3. groupPolicy 103 on N_SM withAny [byod]
            ~ 4. groupPolicy 104 on N_SM withAny [a] -> withAll [a, b]  (moved 3 -> 4)

      Unmanaged (not declared; left alone):
      ? org/549236/adminRole/Legacy Imaging  (roleId r9)

      Diagnostics:
        error: orgs/acme.yaml:10:5  target group "Shared" pins id t99, which network N_5678 does not hold
          hint: correct the \`id:\`, or remove it to create the target group

      Devices were not evaluated (--no-devices): the changes show no device counts and the device-share rule was not checked.

      Plan: 1 to create, 3 to update, 1 to delete.
      "
    `);
  });

  it('hides noops by default and lists them on request', () => {
    const text = renderPlanText(scenarioPlan(), { color: false });
    expect(text).not.toContain('Kiosks');
    expect(renderPlanText(scenarioPlan(), { color: false, showNoop: true })).toContain(
      '= network/N_5678/targetGroup/Kiosks  (id t1, no changes)',
    );
  });

  it('says No changes. when nothing is to be done, tag order notwithstanding', () => {
    expect(renderPlanText(inSync(), { color: false })).toMatchInlineSnapshot(`
      "No changes.
      "
    `);
  });

  it('colors only when asked', () => {
    const colored = renderPlanText(scenarioPlan(), { color: true });
    expect(colored).toMatch(ANSI);
    // Each symbol in its colour, closed by its own code; a delete bold; problems by severity, closed by a reset.
    expect(colored.split('\n').filter((line) => line.includes('\u001b['))).toEqual([
      'Symbols: \u001b[32m+ create\u001b[39m  \u001b[33m~ update\u001b[39m  \u001b[31m- delete\u001b[39m  \u001b[36m↕ moved\u001b[39m  \u001b[35m? unmanaged\u001b[39m',
      "\u001b[33mwarning: orgs/acme.yaml:1:5  SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of network N_24329160 in organization 549236, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production\u001b[0m",
      '\u001b[1m\u001b[31m- network/N_5678/targetGroup/Temp Pilot\u001b[39m\u001b[22m  (DELETE, not declared, prune is on, id t3)',
      '\u001b[32m+ org/549236/adminRole/Helpdesk APAC\u001b[39m',
      '    tags: \u001b[32m+{apac}\u001b[39m',
      '\u001b[33m~ org/549236/adminRole/Helpdesk EMEA\u001b[39m  (roleId r1)',
      '    tags: \u001b[32m+{kiosk}\u001b[39m \u001b[31m-{laptops}\u001b[39m',
      '\u001b[33m~ network/N_5678/targetGroup/Point of Sale\u001b[39m  (id t2)',
      '    tags: \u001b[31m-{pos}\u001b[39m',
      '\u001b[33m~ org/549236/sentry/N_24329160\u001b[39m',
      '      \u001b[31m- 4. groupPolicy 105 on N_SM all  (removed)\u001b[39m',
      '      \u001b[36m↕ 2. groupPolicy 101 on N_SM withAll [finance, macos]  (moved 1 -> 2)\u001b[39m',
      '      \u001b[32m+ 3. groupPolicy 103 on N_SM withAny [byod]\u001b[39m',
      '      \u001b[33m~ 4. groupPolicy 104 on N_SM withAny [a] -> withAll [a, b]  (moved 3 -> 4)\u001b[39m',
      '\u001b[35m? org/549236/adminRole/Legacy Imaging\u001b[39m  (roleId r9)',
      '  \u001b[31merror: orgs/acme.yaml:10:5  target group "Shared" pins id t99, which network N_5678 does not hold\u001b[0m',
      '\u001b[1mPlan: 1 to create, 3 to update, 1 to delete.\u001b[22m',
    ]);
    expect(renderPlanText(scenarioPlan(), { color: false })).not.toMatch(ANSI);
    expect(colored.replace(new RegExp(ANSI.source, 'g'), '')).toBe(
      renderPlanText(scenarioPlan(), { color: false }),
    );
  });

  it('ends with exactly the outcome line', () => {
    const lines = renderPlanText(scenarioPlan(), { color: false }).trimEnd().split('\n');
    expect(lines.at(-1)).toBe('Plan: 1 to create, 3 to update, 1 to delete.');
  });
});

describe('renderPlanSummary and the registry', () => {
  it('summarizes the plan in one line for logs', () => {
    const line = renderPlanSummary(scenarioPlan());
    expect(line).not.toContain('\n');
    expect(line.replace(/sha256:[0-9a-f]{64}/, 'sha256:…')).toBe(
      // The fixture reorders a sentry list of an organization that has not confirmed its sentry order.
      'plan: 1 to create, 3 to update, 1 to delete, 1 unchanged, 1 unmanaged, 1 error, 1 warning; planHash sha256:…',
    );
  });

  it('has a renderer per output format', () => {
    expect(Object.keys(renderers).sort()).toEqual(['json', 'markdown', 'text']);
    expect(renderers.text(inSync(), { color: false })).toBe(renderPlanText(inSync(), { color: false }));
  });
});
