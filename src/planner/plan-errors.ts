import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { formatLocation } from '../text/location.js';
import { plural } from '../text/plural.js';
import { escapeControls } from '../text/terminal-escape.js';

/**
 * The plan's error diagnostics as one error (fault `config`, exit 3): the fix is in the config, e.g. an
 * `id:` pin that no live object holds. Undefined when the plan has none. A plan with errors must not be
 * applied; the CLI renders it, then throws this.
 */
export function planError(plan: Plan): SmformError | undefined {
  const errors = plan.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const [first] = errors;
  if (first === undefined) return undefined;
  const lines = errors.map((diagnostic) => {
    const where = diagnostic.source === undefined ? '' : `${formatLocation(diagnostic.source)}  `;
    return `  ${escapeControls(where)}${escapeControls(diagnostic.message)}`;
  });
  const message = `the plan cannot be made as declared (${plural(errors.length, 'error')}):\n${lines.join('\n')}`;
  return first.hint === undefined
    ? new SmformError(message, { fault: 'config' })
    : new SmformError(message, { fault: 'config', hint: first.hint });
}
