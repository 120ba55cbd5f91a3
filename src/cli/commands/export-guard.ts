import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';

/** What the config under an export's `--out` already says about the organization being exported. */
export interface ExistingDeclarations {
  /** Files (relative to `--out`, `/`-separated) declaring the organization, in sorted order. */
  files: string[];
  /** The `name:` declared for the organization, if any file declares one. */
  organizationName?: string;
  /** The `name:` declared for each of its networks. */
  networkNames: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function yamlFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(
      (file) =>
        !file
          .split('/')
          .slice(0, -1)
          .some((p) => p.startsWith('.') || p === 'node_modules'),
    )
    .sort();
}

/**
 * Reads every YAML file under `root` (as a walked config directory would, without validating) for
 * declarations of organization `orgId`. Files that do not parse are passed over: they are not config
 * this export could clash with.
 */
export async function findDeclarations(root: string, orgId: string): Promise<ExistingDeclarations> {
  const found: ExistingDeclarations = { files: [], networkNames: {} };
  for (const file of await yamlFilesUnder(root)) {
    let data: unknown;
    try {
      data = parse(await readFile(join(root, file), 'utf8'));
    } catch {
      continue;
    }
    const organizations = isRecord(data) ? data['organizations'] : undefined;
    if (!Array.isArray(organizations)) continue;
    for (const org of organizations) {
      const id = isRecord(org) ? org['id'] : undefined;
      if (!isRecord(org) || (typeof id !== 'string' && typeof id !== 'number') || String(id) !== orgId)
        continue;
      if (!found.files.includes(file)) found.files.push(file);
      if (typeof org['name'] === 'string') found.organizationName ??= org['name'];
      const networks = Array.isArray(org['networks']) ? org['networks'] : [];
      for (const network of networks) {
        if (!isRecord(network) || typeof network['name'] !== 'string') continue;
        const networkId = network['id'];
        if (typeof networkId === 'string' || typeof networkId === 'number')
          found.networkNames[String(networkId)] ??= network['name'];
      }
    }
  }
  return found;
}
