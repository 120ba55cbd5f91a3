import type { SourceLocation } from '../../model/source.js';
import { compareCodePoints } from '../../canonical/compare.js';
import type { DesiredDeviceTag, TagDevice } from './types.js';

/**
 * The declarations that put a backup's tag membership back: for each tag the config manages (`managed`,
 * with its `protected` mark), the serials of the devices that carried it in the backup and are still in
 * the network (a device gone since cannot be tagged; `gone` lists them). Other tags are not touched.
 */
export function restoreDeviceTags(
  managed: readonly Pick<DesiredDeviceTag, 'tag' | 'protected'>[],
  saved: readonly TagDevice[],
  now: readonly TagDevice[],
  source: SourceLocation,
): { tags: DesiredDeviceTag[]; gone: string[] } {
  const present = new Set(now.map((device) => device.serial));
  const gone = new Set<string>();
  const tags = managed.map(({ tag, protected: isProtected }): DesiredDeviceTag => {
    const serials = saved
      .filter((device) => device.tags.includes(tag))
      .map((device) => device.serial)
      .filter((serial) => {
        if (present.has(serial)) return true;
        gone.add(serial);
        return false;
      })
      .sort(compareCodePoints);
    return { tag, serials: serials.map((serial) => ({ serial, source })), protected: isProtected, source };
  });
  return { tags, gone: [...gone].sort(compareCodePoints) };
}
