import { compareCodePoints } from '../../canonical/compare.js';
import type { ConfigDeviceTags } from './config.js';
import type { TagDevice } from './types.js';

/** Which tags `export` writes: those named, or every tag on fewer than `belowPercent` % of the devices. */
export type TagChoice = { tags: readonly string[] } | { belowPercent: number };

/** A tag export left out, and why (to tell the user). */
export interface SkippedTag {
  tag: string;
  reason: string;
}

/**
 * A network's tags as `deviceTags:` membership, written as `serials:` lists (sorted), so that a plan of
 * the export is empty. Left out: automatic tags (they cannot be managed), tags a device without a serial
 * or with a shared serial carries (a write goes by serial), tags with a space (no config can declare them).
 * A named tag no device carries is exported as an empty list (every device should lack it).
 */
export function exportDeviceTags(
  devices: readonly TagDevice[],
  choice: TagChoice,
): { deviceTags: ConfigDeviceTags; skipped: SkippedTag[] } {
  const carriers = new Map<string, TagDevice[]>();
  for (const device of devices) {
    for (const tag of device.tags) {
      const list = carriers.get(tag);
      if (list === undefined) carriers.set(tag, [device]);
      else list.push(device);
    }
  }
  const chosen =
    'tags' in choice
      ? [...new Set(choice.tags)]
      : [...carriers]
          .filter(([, list]) => list.length * 100 < choice.belowPercent * devices.length)
          .map(([tag]) => tag);
  const serialCount = new Map<string, number>();
  for (const device of devices) serialCount.set(device.serial, (serialCount.get(device.serial) ?? 0) + 1);
  const deviceTags: ConfigDeviceTags = {};
  const skipped: SkippedTag[] = [];
  for (const tag of chosen.sort(compareCodePoints)) {
    const list = carriers.get(tag) ?? [];
    const auto = devices.find((device) => device.autoTags?.includes(tag) === true);
    if (auto !== undefined) {
      skipped.push({ tag, reason: `the Dashboard applies it automatically (device ${auto.serial})` });
      continue;
    }
    if (/\s|,/u.test(tag)) {
      skipped.push({ tag, reason: 'it holds a space or a comma, which no config can declare' });
      continue;
    }
    const bad = list.find((device) => device.serial === '' || (serialCount.get(device.serial) ?? 0) > 1);
    if (bad !== undefined) {
      skipped.push({
        tag,
        reason: `device ${bad.id} has ${bad.serial === '' ? 'no serial' : 'a shared serial'}`,
      });
      continue;
    }
    deviceTags[tag] = { serials: list.map((device) => device.serial).sort(compareCodePoints) };
  }
  return { deviceTags, skipped };
}
