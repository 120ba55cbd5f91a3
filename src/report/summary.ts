import type { Plan } from '../model/plan.js';
import { plural } from '../text/plural.js';

/**
 * One line for logs (stderr): `plan: 1 to create, 2 to update, 0 to delete, 37 unchanged, 3 unmanaged,
 * 0 errors, 1 warning; planHash sha256:…`.
 */
export function renderPlanSummary(plan: Plan): string {
  const { create, update, delete: deletes, noop, unmanaged } = plan.summary;
  const errors = plan.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const warnings = plan.diagnostics.length - errors;
  return (
    `plan: ${create} to create, ${update} to update, ${deletes} to delete, ${noop} unchanged, ` +
    `${unmanaged} unmanaged, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}; planHash ${plan.planHash}`
  );
}
