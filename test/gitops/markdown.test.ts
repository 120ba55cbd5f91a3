import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  PLAN_MARKER,
  renderers,
  renderFailedPlanMarkdown,
  renderPlanMarkdown,
} from '../../src/report/index.js';
import { GITHUB_BODY_LIMIT } from '../../src/report/markdown-fit.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';
import { scenarioPlan } from '../report/scenario.js';

const live = (groups: { id: string; name: string; tags: string[] }[]): LiveState => ({
  organizations: [
    {
      id: 'O_1',
      networks: [{ id: 'N_1', targetGroups: groups.map((g) => ({ ...g, scope: 'withAny' as const })) }],
    },
  ],
});

function planOf(
  declared: string[],
  liveGroups: { id: string; name: string; tags: string[] }[],
  prune = false,
): Plan {
  const desired = desiredState([
    organization('O_1', {
      networks: [
        network(
          'N_1',
          declared.map((name) => group(name, 'withAny', ['kiosk'])),
          { prune },
        ),
      ],
    }),
  ]);
  return planChanges(desired, live(liveGroups), options());
}

/** The fenced diff block inside `<details>`, as its lines. */
function diffBlock(markdown: string): string[] {
  const match = /```diff\n([\s\S]*?)\n```/.exec(markdown);
  return match?.[1]?.split('\n') ?? [];
}

describe('renderPlanMarkdown', () => {
  it('says "no changes" with the marker, no banner, no diff, and nothing to apply', () => {
    const text = renderPlanMarkdown(planOf(['Kiosks'], [{ id: 't1', name: 'Kiosks', tags: ['kiosk'] }]));
    expect(text.split('\n')[0]).toBe(PLAN_MARKER);
    expect(text).toContain('## smform plan: no changes');
    expect(text).toContain('Every declared object matches the Dashboard (1 object in 1 scope).');
    expect(text).not.toContain('[!CAUTION]');
    expect(text).not.toContain('<details>');
    expect(text).toContain('Nothing to apply.');
  });

  it('renders changes: title count, summary per scope, change table, diff with symbols in column 0, apply footer', () => {
    const made = planOf(['Kiosks', 'Phones'], [{ id: 't1', name: 'Kiosks', tags: ['ipad'] }]);
    const text = renderPlanMarkdown(made, { color: false, applyCommand: 'smform apply out/plan.json' });
    expect(text).toContain('## smform plan: 2 changes\n');
    expect(text).toContain('| Scope | + | ~ | - | unmanaged | devices |');
    expect(text).toContain('| `network/N_1/targetGroup` | 1 | 1 | 0 | 0 | — |');
    expect(text).toContain('| `+` | `network/N_1/targetGroup/Phones` | create | — |');
    expect(text).toContain('| `~` | `network/N_1/targetGroup/Kiosks` | tags `+{kiosk} -{ipad}` | — |');
    expect(diffBlock(text)).toEqual([
      '+ create network/N_1/targetGroup/Phones',
      '+    scope: withAny',
      '+    tags: +{kiosk}',
      '',
      '! update network/N_1/targetGroup/Kiosks  (id t1)',
      '-    tags: -{ipad}',
      '+    tags: +{kiosk}',
    ]);
    expect(text).toContain('CI applies this exact plan: `smform apply out/plan.json`');
    expect(text).toContain(`planHash \`${made.planHash}\``);
  });

  it('puts a deletion banner on a plan that deletes, and the apply command asks for --allow-delete', () => {
    const made = planOf([], [{ id: 't9', name: 'Old', tags: ['x'] }], true);
    const text = renderPlanMarkdown(made);
    expect(text).toContain('## smform plan: 1 change, 1 delete');
    expect(text).toContain('> [!CAUTION]\n> This plan **deletes 1 object**: `network/N_1/targetGroup/Old`.');
    expect(diffBlock(text)).toEqual([
      '- delete network/N_1/targetGroup/Old  (DELETE, not declared, id t9)',
      '-    scope: withAny',
      '-    tags: {x}',
    ]);
    expect(text).toContain('`smform apply plan.json --allow-delete`');
    // Deletes are listed before creates and updates in the change table.
    expect(renderPlanMarkdown(scenarioPlan()).indexOf('| `-` |')).toBeLessThan(
      renderPlanMarkdown(scenarioPlan()).indexOf('| `+` |'),
    );
  });

  it('titles a plan with errors "failed" and lists the errors at the top', () => {
    const text = renderPlanMarkdown(scenarioPlan());
    expect(text).toContain('## smform plan: failed');
    expect(text).toMatch(
      /- \*\*error\*\* `orgs\/acme.yaml:10:5` `target group "Shared" pins id t99, which network N_5678 does not hold/,
    );
    expect(text).toContain('this plan cannot be applied');
    expect(text).toContain('# ? org/549236/adminRole/Legacy Imaging  (roleId r9)');
  });

  it('renders a failure when no plan could be made, with the marker', () => {
    const text = renderFailedPlanMarkdown(
      Object.assign(new Error('the configuration is invalid (2 errors)'), { hint: 'run smform validate' }),
    );
    expect(text.startsWith(`${PLAN_MARKER}\n## smform plan: failed\n`)).toBe(true);
    expect(text).toContain('the configuration is invalid (2 errors)');
    expect(text).toContain('**Hint:** `run smform validate`');
  });

  it('keeps a 5,000-change plan under 65,536 characters: title, summary and footer stay, the middle is cut', () => {
    const names = Array.from(
      { length: 5_000 },
      (_, i) => `Group ${String(i).padStart(4, '0')} with a longer name`,
    );
    const made = planOf(names, []);
    expect(made.summary.create).toBe(5_000);
    const text = renderPlanMarkdown(made);
    expect(text.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(text.split('\n')[0]).toBe(PLAN_MARKER);
    expect(text).toContain('## smform plan: 5,000 changes');
    expect(text).toContain('| `network/N_1/targetGroup` | 5,000 | 0 | 0 | 0 | — |');
    expect(text).toMatch(/@@ [\d,]+ lines left out to fit the comment; run smform plan for all of them @@/);
    // Both ends of the diff survive the cut.
    expect(text).toContain('+ create network/N_1/targetGroup/Group 0000 with a longer name');
    expect(text).toContain('+ create network/N_1/targetGroup/Group 4999 with a longer name');
    expect(text).toContain(`planHash \`${made.planHash}\``);
    // The code fence and the details element are still closed.
    expect(text).toMatch(/```\n\n<\/details>/);
    // Without the cap, the same plan is far larger: the cut really happened.
    expect(renderPlanMarkdown(made, { color: false, maxLength: 10_000_000 }).length).toBeGreaterThan(
      GITHUB_BODY_LIMIT,
    );
  });

  it('shows safety refusals as a banner and device counts per change and per scope', () => {
    const made = planOf(['Kiosks'], [{ id: 't1', name: 'Kiosks', tags: ['ipad'] }]);
    const [change] = made.changes;
    if (change === undefined) throw new Error('no change');
    const withDevices: Plan = {
      ...made,
      devicesEvaluated: true,
      changes: [
        {
          ...change,
          devices: {
            before: 312,
            after: 1240,
            added: [],
            removed: [],
            addedCount: 1000,
            removedCount: 72,
            networks: ['N_1'],
          },
        },
      ],
    };
    const text = renderPlanMarkdown(withDevices, {
      color: false,
      refusals: [
        {
          rule: 'devices',
          address: change.address,
          message: 'network/N_1/targetGroup/Kiosks moves 1,072 of 1,300 devices',
          flag: '--force',
        },
      ],
    });
    expect(text).toContain(
      '> [!WARNING]\n> Refused as unsafe (1): apply stops with exit 4 unless the flags are given.',
    );
    expect(text).toContain(
      '> - `network/N_1/targetGroup/Kiosks moves 1,072 of 1,300 devices` (pass `--force` to allow)',
    );
    expect(text).toContain('| `network/N_1/targetGroup` | 0 | 1 | 0 | 0 | +1,000 −72 |');
    expect(text).toContain('| tags `+{kiosk} -{ipad}` | 312 → 1,240 |');
    expect(text).toContain('(id t1, devices 312 -> 1240 (+1000 -72))');
  });

  it('is registered as the markdown output format', () => {
    const made = scenarioPlan();
    expect(renderers.markdown(made, { color: false })).toBe(renderPlanMarkdown(made));
  });

  it('escapes names that would break tables, code spans or the diff fence', () => {
    const made = planOf(['a|b `x` ```'], []);
    const text = renderPlanMarkdown(made);
    expect(text).toContain('| `+` | ```` network/N_1/targetGroup/a\\|b `x` ``` ```` | create | — |');
    // Every diff line starts with its symbol, so no name can close the fence early.
    expect(diffBlock(text)[0]).toBe('+ create network/N_1/targetGroup/a|b `x` ```');
  });
});
