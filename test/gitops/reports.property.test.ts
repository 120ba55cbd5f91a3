import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driftOfPlan } from '../../src/drift/index.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  DRIFT_MARKER,
  PLAN_MARKER,
  renderDriftJson,
  renderDriftMarkdown,
  renderDriftText,
  renderPlanMarkdown,
} from '../../src/report/index.js';
import { desiredAndLive } from '../planner/helpers/arbitraries.js';
import { options } from '../planner/helpers/builders.js';

/** Closing fences and `</details>` match their openings, whatever was cut. */
function balanced(markdown: string): boolean {
  const opened = (markdown.match(/<details/g) ?? []).length;
  const closed = (markdown.match(/<\/details>/g) ?? []).length;
  const fences = markdown.split('\n').filter((line) => /^`{3,}/.test(line)).length;
  return opened === closed && fences % 2 === 0;
}

describe('reports over random plans', () => {
  it('the plan comment never throws, keeps its marker first, stays balanced and within the cap', () => {
    let cut = 0;
    fc.assert(
      fc.property(desiredAndLive, fc.integer({ min: 1_500, max: 6_000 }), ([desired, live], maxLength) => {
        const made = planChanges(desired, live, options({ orgIds: [] }));
        const full = renderPlanMarkdown(made);
        const capped = renderPlanMarkdown(made, { color: false, maxLength });
        for (const text of [full, capped]) {
          expect(text.split('\n')[0]).toBe(PLAN_MARKER);
          expect(balanced(text)).toBe(true);
          expect(text).toContain('planHash');
        }
        // The cut leaves at most the omission lines over the cap.
        expect(capped.length).toBeLessThanOrEqual(Math.max(maxLength, 1_200) + 600);
        if (full.length <= maxLength) expect(capped).toBe(full);
        else cut += 1;
      }),
      { numRuns: 200 },
    );
    // The caps chosen really cut some comments.
    expect(cut).toBeGreaterThan(20);
  });

  it('drift is the plan read as a report: counts add up, exit-2 iff the plan writes', () => {
    fc.assert(
      fc.property(desiredAndLive, ([desired, live]) => {
        const made = planChanges(desired, live, options());
        const report = driftOfPlan(made);
        const writes = made.changes.filter((c) => c.action !== 'noop').length;
        expect(report.drifted).toBe(writes > 0);
        expect(report.objects.length).toBe(made.changes.length + made.unmanaged.length);
        const sum = report.matrix.reduce(
          (n, row) => n + row.inSync + row.drifted + row.missing + row.unmanaged,
          0,
        );
        expect(sum).toBe(report.objects.length);
        expect(JSON.parse(renderDriftJson(report))).toMatchObject({
          drifted: report.drifted,
          summary: report.summary,
        });
        expect(renderDriftText(report, { color: false })).toMatch(
          report.drifted ? /Drift found: / : /No drift: /,
        );
        expect(renderDriftMarkdown(report).startsWith(`${DRIFT_MARKER}\n`)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
