import type { Refusal } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';

/** The refusals, each with the flag that would allow it (a protected object's has none). */
export function formatRefusals(refusals: readonly Refusal[]): string {
  const lines = refusals.map((r) =>
    r.flag === undefined
      ? `  ${escapeControls(r.message)}`
      : `  ${escapeControls(r.message)} (pass ${r.flag} to allow)`,
  );
  return `Refused as unsafe (${refusals.length}):\n${lines.join('\n')}\n`;
}
