import type { Diagnostic } from '../model/source.js';
import { plural } from '../text/plural.js';
import type { YamlFile } from './yaml-document.js';

/** `organizations: []` in a file: the config says on purpose that it manages nothing. */
function declaresNone(yaml: YamlFile): boolean {
  const data = yaml.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const organizations = (data as Record<string, unknown>)['organizations'];
  return Array.isArray(organizations) && organizations.length === 0;
}

const HINT =
  'declare organizations: [{ id: "..." }] (see docs/config.md), point smform at your config directory, or write organizations: [] to manage nothing on purpose';

const SHOWN = 3;

/**
 * A config path that yields no organization manages nothing, and a plan of it is always empty: in CI
 * that would turn a typo into a green check. An error, unless a file says `organizations: []`. Where
 * every file found was skipped (a comment, a key no config has), the skipped files are named.
 */
export function checkNoOrganizations(
  yamlFiles: readonly YamlFile[],
  organizations: number,
  /** The walked files left out (`SkippedFile`s), with why. */
  skipped: readonly { file: string; reason: string }[],
): Diagnostic[] {
  if (organizations > 0 || yamlFiles.some(declaresNone)) return [];
  const [first] = yamlFiles;
  if (first !== undefined) {
    return [
      {
        severity: 'error',
        code: 'no-organizations',
        message: `nothing to manage: no organization is declared in ${plural(yamlFiles.length, 'file')}`,
        hint: HINT,
        source: { file: first.file, line: 1, column: 1 },
      },
    ];
  }
  const [firstSkipped] = skipped;
  if (firstSkipped === undefined) return [];
  const named = skipped.slice(0, SHOWN).map((entry) => `${entry.file}: ${entry.reason}`);
  if (skipped.length > SHOWN) named.push(`${skipped.length - SHOWN} more`);
  const count = skipped.length === 1 ? 'the 1 YAML file' : `the ${skipped.length} YAML files`;
  const none = skipped.length === 1 ? 'is not' : 'none of';
  return [
    {
      severity: 'error',
      code: 'no-organizations',
      message:
        skipped.length === 1
          ? `nothing to manage: ${count} found ${none} smform config (${named.join('; ')})`
          : `nothing to manage: ${none} ${count} found is smform config (${named.join('; ')})`,
      hint: HINT,
      source: { file: firstSkipped.file, line: 1, column: 1 },
    },
  ];
}
