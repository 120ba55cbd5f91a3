import { compileGlob } from '../../glob.js';
import type { DeviceSelector, TagDevice } from './types.js';

/** A compiled selector: one test per key given, all of which must pass. */
export type DevicePredicate = (device: TagDevice) => boolean;

function globTest(glob: string, caseInsensitive = false): (text: string | undefined) => boolean {
  const pattern = compileGlob(caseInsensitive ? glob.toLowerCase() : glob);
  return (text) => text !== undefined && pattern.test(caseInsensitive ? text.toLowerCase() : text);
}

/**
 * Compiles a selector once (globs become regular expressions), so a tag over 100,000 devices compiles
 * its globs once, not per device. An empty selector selects every device.
 */
export function compileSelector(selector: DeviceSelector): DevicePredicate {
  const tests: DevicePredicate[] = [];
  const { name, systemModel, osName, ownerEmail, ownerUsername, isSupervised, withTags, withoutTags } =
    selector;
  if (name !== undefined) {
    const test = globTest(name);
    tests.push((device) => test(device.name));
  }
  if (systemModel !== undefined) {
    const test = globTest(systemModel);
    tests.push((device) => test(device.systemModel));
  }
  if (osName !== undefined) {
    const test = globTest(osName);
    tests.push((device) => test(device.osName));
  }
  if (ownerEmail !== undefined) {
    // Mail domains and, in practice, mailboxes are case-insensitive.
    const test = globTest(ownerEmail, true);
    tests.push((device) => test(device.ownerEmail));
  }
  if (ownerUsername !== undefined) {
    const test = globTest(ownerUsername);
    tests.push((device) => test(device.ownerUsername));
  }
  if (isSupervised !== undefined) tests.push((device) => device.isSupervised === isSupervised);
  if (withTags !== undefined) tests.push((device) => withTags.every((tag) => device.tags.includes(tag)));
  if (withoutTags !== undefined)
    tests.push((device) => !withoutTags.some((tag) => device.tags.includes(tag)));
  return (device) => tests.every((test) => test(device));
}
