import type { Change, DeviceSample, KnockOnEffect } from '../../model/plan.js';
import { escapeControls } from '../../text/terminal-escape.js';
import type { ChangeReport } from '../kind-spec.js';

/** Devices a text or Markdown line names per side; the plan JSON holds them all. */
export const TAG_DEVICES_SHOWN = 10;

const count = (value: number): string => value.toLocaleString('en-US');

/** `Till 2, Till 3 and 4 more`: the first devices by name and serial. */
export function deviceList(devices: readonly DeviceSample[], total = devices.length): string {
  const shown = devices
    .slice(0, TAG_DEVICES_SHOWN)
    .map((device) => `${escapeControls(device.name)} (${escapeControls(device.serial)})`);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${count(more)} more` : shown.join(', ');
}

/** `gains Till 2; loses Till 3 (Q-3)`: what one tag change does to one object. */
export function knockOnMoves(effect: KnockOnEffect): string {
  const parts = [
    ...(effect.gainedCount > 0 ? [`gains ${deviceList(effect.gained, effect.gainedCount)}`] : []),
    ...(effect.lostCount > 0 ? [`loses ${deviceList(effect.lost, effect.lostCount)}`] : []),
    ...(effect.changedCount > 0
      ? [`gives another group policy to ${deviceList(effect.changed, effect.changedCount)}`]
      : []),
  ];
  return parts.join('; ');
}

function effectLine(effect: KnockOnEffect): string {
  return `${escapeControls(effect.address)} ${knockOnMoves(effect)}`;
}

/**
 * What reports show of a tag change: `+3 -1 devices`, then the devices that gain and lose the tag and its
 * knock-on effect, one line per object that selects on the tag. Undefined for a change without them.
 */
export function describeTagChange(change: Change): ChangeReport | undefined {
  const tag = change.deviceTag;
  if (tag === undefined) return undefined;
  return {
    note: `+${count(tag.added.length)} -${count(tag.removed.length)} devices`,
    lines: [
      ...(tag.added.length > 0 ? [`+ ${deviceList(tag.added)}`] : []),
      ...(tag.removed.length > 0 ? [`- ${deviceList(tag.removed)}`] : []),
      ...tag.knockOn.map((effect) => `knock-on: ${effectLine(effect)}`),
    ],
    related: { label: 'knock-on', addresses: tag.knockOn.map((effect) => effect.address) },
  };
}
