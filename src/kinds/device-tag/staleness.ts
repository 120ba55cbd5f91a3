import type { CanonicalDeviceTag, TagDevice } from './types.js';

const list = (serials: readonly string[], cap = 5): string =>
  serials.length <= cap
    ? serials.join(', ')
    : `${serials.slice(0, cap).join(', ')} and ${serials.length - cap} more`;

/**
 * Why a saved plan's tag change no longer fits the network's devices, or undefined when it does: a
 * device gained or lost the tag since the plan (by hand or by another tool). `before` is the membership
 * the plan was computed from.
 */
export function tagStaleReason(
  networkId: string,
  before: CanonicalDeviceTag,
  devices: readonly TagDevice[],
): string | undefined {
  const planned = new Set(before.serials);
  const now = devices.filter((device) => device.tags.includes(before.tag)).map((device) => device.serial);
  const current = new Set(now);
  const gained = now.filter((serial) => !planned.has(serial));
  const lost = before.serials.filter((serial) => !current.has(serial));
  if (gained.length === 0 && lost.length === 0) return undefined;
  const parts = [
    ...(gained.length > 0 ? [`${list(gained)} gained it`] : []),
    ...(lost.length > 0 ? [`${list(lost)} lost it`] : []),
  ];
  return `the devices carrying "${before.tag}" in network ${networkId} changed since the plan: ${parts.join('; ')}`;
}

/**
 * What the re-read after an apply shows wrong for a tag change, or undefined: devices that should carry
 * the tag and do not, and devices that still carry it.
 */
export function verifyTag(
  networkId: string,
  after: CanonicalDeviceTag,
  devices: readonly TagDevice[],
): string | undefined {
  const wanted = new Set(after.serials);
  const carrying = devices.filter((device) => device.tags.includes(after.tag)).map((d) => d.serial);
  const has = new Set(carrying);
  const missing = after.serials.filter((serial) => !has.has(serial));
  const extra = carrying.filter((serial) => !wanted.has(serial));
  if (missing.length === 0 && extra.length === 0) return undefined;
  const parts = [
    ...(missing.length > 0 ? [`${list(missing)} should carry it and do not`] : []),
    ...(extra.length > 0 ? [`${list(extra)} still carry it`] : []),
  ];
  return `device tag "${after.tag}" of network ${networkId}: ${parts.join('; ')}`;
}
