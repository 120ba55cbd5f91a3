import { compareCodePoints } from '../../canonical/compare.js';
import type { DeviceSample, KnockOnEffect } from '../../model/plan.js';
import type { TagMembership } from './membership.js';
import type { TagDevice } from './types.js';

/**
 * An object that selects devices of a network after the plan (a target group, a role, a sentry list):
 * its address, the tags its scope names, and where a device carrying `tags` stands under it (`'in'`, a
 * sentry list's group policy id, or undefined when it does not select the device).
 */
export interface SelectingObject {
  address: string;
  kind: string;
  tags: readonly string[];
  standing(tags: readonly string[]): string | undefined;
}

/** What one tag change does to one object (the plan's `deviceTag.knockOn` entries). */
export type KnockOn = KnockOnEffect;

const sample = (device: TagDevice): DeviceSample => ({ name: device.name, serial: device.serial });
const bySample = (a: DeviceSample, b: DeviceSample): number =>
  compareCodePoints(a.name, b.name) || compareCodePoints(a.serial, b.serial);

/**
 * The knock-on effect of one tag change: for each object whose scope names the tag, the devices the
 * change moves into, out of, or (sentry) within it. Each object is judged as it will be after the plan
 * (its own change applied), on the device's tags now against its tags after the plan (`planned`, by
 * device id; every managed tag's moves applied), so a tag change and a scope change of the same object
 * are shown together. Objects in address order; those the change does not touch are left out.
 */
export function knockOnOf(
  change: Pick<TagMembership, 'tag' | 'add' | 'remove'>,
  objects: readonly SelectingObject[],
  planned: ReadonlyMap<string, readonly string[]>,
): KnockOn[] {
  const moved = [...change.add, ...change.remove];
  const effects: KnockOn[] = [];
  for (const object of objects) {
    if (!object.tags.includes(change.tag)) continue;
    const gained: DeviceSample[] = [];
    const lost: DeviceSample[] = [];
    const changed: DeviceSample[] = [];
    for (const device of moved) {
      const was = object.standing(device.tags);
      const will = object.standing(planned.get(device.id) ?? device.tags);
      if (was === will) continue;
      if (was === undefined) gained.push(sample(device));
      else if (will === undefined) lost.push(sample(device));
      else changed.push(sample(device));
    }
    if (gained.length + lost.length + changed.length === 0) continue;
    // Keys in code-unit order, as the plan's changes are built (see plan-tags.ts).
    effects.push({
      address: object.address,
      changed: changed.sort(bySample),
      changedCount: changed.length,
      gained: gained.sort(bySample),
      gainedCount: gained.length,
      kind: object.kind,
      lost: lost.sort(bySample),
      lostCount: lost.length,
    });
  }
  return effects.sort((a, b) => compareCodePoints(a.address, b.address));
}
