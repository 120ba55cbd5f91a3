import type { Refusal } from '../model/plan.js';
import { byNatural } from '../text/natural-order.js';
import { escapeControls } from '../text/terminal-escape.js';

const DEVICE_SETTINGS =
  "  hint: or set the network's policy.maxDevicePercent (default 20) or policy.minDevicesForPercent (default 10: smaller networks are not gated), docs/blast-radius.md";

/** The refusals, each with the flag that would allow it (a protected object's has none). */
export function formatRefusals(refusals: readonly Refusal[]): string {
  const lines = inReadingOrder(refusals).map((r) =>
    r.flag === undefined
      ? `  ${escapeControls(r.message)}`
      : `  ${escapeControls(r.message)} (pass ${r.flag} to allow)`,
  );
  // The device-share rule is the config's own setting: say which keys move it, besides the flag.
  if (refusals.some((r) => r.rule === 'devices')) lines.push(DEVICE_SETTINGS);
  return `Refused as unsafe (${refusals.length}):\n${lines.join('\n')}\n`;
}

/** Refusals as people read them: addresses in natural order (`Old 2` before `Old 10`), ties as planned. */
export function inReadingOrder(refusals: readonly Refusal[]): Refusal[] {
  return [...refusals].sort(byNatural((r) => r.address));
}
