import type { Change, DeviceSample, KnockOnEffect } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';

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

/** `+3 -1 devices`: the head note of a tag change. */
export function tagChangeNote(change: Change): string {
  const tag = change.deviceTag;
  if (tag === undefined) return '';
  return `+${count(tag.added.length)} -${count(tag.removed.length)} devices`;
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
 * The body of a tag change in the text plan and the PR diff: the devices that gain and lose the tag,
 * then its knock-on effect, one line per object that selects on the tag.
 */
export function tagChangeLines(change: Change): string[] {
  const tag = change.deviceTag;
  if (tag === undefined) return [];
  return [
    ...(tag.added.length > 0 ? [`+ ${deviceList(tag.added)}`] : []),
    ...(tag.removed.length > 0 ? [`- ${deviceList(tag.removed)}`] : []),
    ...tag.knockOn.map((effect) => `knock-on: ${effectLine(effect)}`),
  ];
}
