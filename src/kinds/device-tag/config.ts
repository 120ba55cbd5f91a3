import { dirname, join } from 'node:path/posix';
import { defined } from '../../canonical/defined.js';
import type { Diagnostic, SourceLocation } from '../../model/source.js';
import { readSerialCsv, type SerialFile } from './csv.js';
import type { DeclaredSerial, DesiredDeviceTag, DeviceSelector } from './types.js';

/** One serial entry as written: the serial, or the serial with the device name it is checked against. */
export type ConfigSerial = string | { serial: string; name?: string };

/** One tag under a network's `deviceTags:` (the key is the tag), as the schema allows it. */
export interface ConfigDeviceTag {
  serials?: ConfigSerial[] | SerialFile;
  match?: DeviceSelector;
  protected?: boolean;
}

/** A network's (or a template's) `deviceTags:` mapping: tag -> declaration. */
export type ConfigDeviceTags = Record<string, ConfigDeviceTag>;

/** Where the parts of a declaration are: a path below the tag's mapping (`['serials', 2]`). */
export type Locate = (path: readonly (string | number)[]) => SourceLocation;

/** Reads a serial file's text; undefined (and a message) when it cannot be read. */
export type ReadText = (path: string) => { text: string } | { error: string };

export function isSerialFile(serials: ConfigDeviceTag['serials']): serials is SerialFile {
  return serials !== undefined && !Array.isArray(serials);
}

/** The CSV path of a `serials: { file }`: relative to the YAML file that declares it. */
export function serialFilePath(yamlFile: string, file: string): string {
  return file.startsWith('/') ? file : join(dirname(yamlFile), file);
}

/**
 * The desired form of one declared tag. A `serials: { file }` is read here (at config load), relative to
 * the YAML file: a file that cannot be read, a missing column or an empty cell is an error naming the
 * file, line and column.
 */
export function desiredDeviceTag(
  tag: string,
  value: ConfigDeviceTag,
  source: SourceLocation,
  locate: Locate,
  readText: ReadText,
): { tag: DesiredDeviceTag; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let serials: DeclaredSerial[] = [];
  const raw = value.serials;
  if (isSerialFile(raw)) {
    const at = locate(['serials', 'file']);
    const path = serialFilePath(source.file, raw.file);
    const read = readText(path);
    if ('error' in read) {
      diagnostics.push({
        severity: 'error',
        code: 'serial-file',
        message: `cannot read the serial file ${path} of device tag "${tag}": ${read.error}`,
        hint: 'the path is relative to the YAML file that names it',
        source: at,
      });
    } else {
      const csv = readSerialCsv(read.text, raw, path, at);
      serials = csv.serials;
      diagnostics.push(...csv.diagnostics);
    }
  } else {
    serials = (raw ?? []).map((entry, i) =>
      typeof entry === 'string'
        ? { serial: entry, source: locate(['serials', i]) }
        : defined({ serial: entry.serial, name: entry.name, source: locate(['serials', i]) }),
    );
  }
  const desired: DesiredDeviceTag = defined({
    tag,
    serials,
    match: value.match === undefined ? undefined : normalizeSelector(value.match),
    protected: value.protected ?? false,
    source,
  });
  return { tag: desired, diagnostics };
}

/** Tag lists of a selector as sets sorted by code point, so order never makes a change. */
function normalizeSelector(selector: DeviceSelector): DeviceSelector {
  const sorted = (tags: string[] | undefined): string[] | undefined =>
    tags === undefined ? undefined : [...new Set(tags)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const withTags = sorted(selector.withTags);
  const withoutTags = sorted(selector.withoutTags);
  return defined({ ...selector, withTags, withoutTags });
}

/**
 * The rules over one network's declared tags: a selector may not select on a tag the same network
 * manages (its members would depend on the order of the writes, and a plan after the apply would not be
 * empty), and a tag with neither `serials` nor `match` is a warning: every device loses it (not for a
 * tag of `unread`, whose serial file could not be read: its error says why it lists none).
 */
export function deviceTagRules(
  networkId: string,
  tags: readonly DesiredDeviceTag[],
  unread: ReadonlySet<string> = new Set(),
): Diagnostic[] {
  const managed = new Set(tags.map((tag) => tag.tag));
  const diagnostics: Diagnostic[] = [];
  for (const tag of tags) {
    const named = [...(tag.match?.withTags ?? []), ...(tag.match?.withoutTags ?? [])];
    const selfish = named.filter((other) => managed.has(other));
    if (selfish.length > 0) {
      diagnostics.push({
        severity: 'error',
        code: 'selects-managed-tag',
        message: `device tag "${tag.tag}" of network ${networkId} selects on ${selfish.map((t) => `"${t}"`).join(', ')}, which this network's deviceTags manage${selfish.includes(tag.tag) ? ' (itself)' : ''}`,
        hint: 'select on the fields that decide that tag instead (repeat its serials or match)',
        source: tag.source,
      });
    }
    if (tag.serials.length === 0 && tag.match === undefined && !unread.has(tag.tag)) {
      diagnostics.push({
        severity: 'warning',
        code: 'empty-device-tag',
        message: `device tag "${tag.tag}" of network ${networkId} lists no serials and no match: every device of the network loses it`,
        hint: 'to stop managing the tag instead, remove it from deviceTags',
        source: tag.source,
      });
    }
  }
  return diagnostics;
}
