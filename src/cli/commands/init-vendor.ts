import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCodePoints } from '../../canonical/compare.js';
import { SmformError } from '../../model/errors.js';
import { escapeControls } from '../../text/terminal-escape.js';
import { packageTarball, readPackageTarball, type TarEntry } from './init-tarball.js';

/**
 * A tarball of smform that `init` copies into the new repository's vendor/, so package.json can name it
 * by a relative `file:` spec that `npm ci` finds on a fresh CI machine (an absolute path never does).
 */
export interface VendoredSmform {
  /** Where it goes in the repository, `vendor/smform-0.1.0.tgz`. */
  path: string;
  /** What package.json names: `file:vendor/smform-0.1.0.tgz`. */
  spec: string;
  data: Uint8Array;
  /** `self`: the smform that ran init, packed; `tarball`: the tarball `--smform-spec` named, copied. */
  source: 'self' | 'tarball';
}

/** This package's root (src/cli/commands/ and dist/cli/commands/ are both three levels below it). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What npm pack leaves out of any folder. */
const NEVER = new Set(['.git', 'node_modules', '.DS_Store', 'package-lock.json', '.npmrc']);

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (NEVER.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * The running smform as npm would pack it (package.json's `files`, README), with a manifest that has no
 * scripts: what is installed is already built, and npm warns about a `prepare` script it would not run.
 */
async function packSelf(): Promise<{ version: string; data: Buffer }> {
  const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const version = String(manifest['version']);
  const paths = new Set<string>();
  for (const name of [...((manifest['files'] as string[] | undefined) ?? []), 'README.md']) {
    const path = join(ROOT, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory() === true) for (const file of await filesUnder(path)) paths.add(file);
    else if (info?.isFile() === true) paths.add(path);
  }
  const entries: TarEntry[] = [{ path: 'package.json', mode: 0o644, data: installedManifest(manifest) }];
  for (const path of [...paths].sort(compareCodePoints)) {
    const info = await stat(path);
    entries.push({ path: relative(ROOT, path), mode: info.mode & 0o755, data: await readFile(path) });
  }
  return { version, data: packageTarball(entries) };
}

/** A package manifest without what only smform's own clone uses (scripts, devDependencies). */
function installedManifest(manifest: Record<string, unknown>): Buffer {
  const { scripts: _scripts, devDependencies: _dev, ...installed } = manifest;
  return Buffer.from(`${JSON.stringify(installed, null, 2)}\n`);
}

/**
 * The named tarball with its manifest's scripts left out: it holds a built smform, and npm warns about a
 * `prepare` script (which `npm pack` keeps) it would never run for a tarball.
 */
function withoutScripts(tarball: Uint8Array, shown: string): Buffer {
  try {
    const entries = readPackageTarball(tarball);
    const manifest = entries.find((entry) => entry.path === 'package.json');
    if (manifest === undefined) throw new Error('no package.json');
    const parsed = JSON.parse(Buffer.from(manifest.data).toString('utf8')) as Record<string, unknown>;
    manifest.data = installedManifest(parsed);
    return packageTarball(entries);
  } catch (error) {
    throw new SmformError(`--smform-spec names ${shown}, which is not a package tarball`, {
      fault: 'usage',
      hint: "name the .tgz file `npm pack` wrote in smform's clone",
      cause: error,
    });
  }
}

/** The path of the local tarball `spec` names (`file:x.tgz`, `./x.tgz`, `/abs/x.tar.gz`), else undefined. */
function localTarball(spec: string): string | undefined {
  const path = spec.startsWith('file:') ? spec.slice('file:'.length) : spec;
  if (path.includes('://') || !/\.(?:tgz|tar\.gz)$/.test(path)) return undefined;
  return path;
}

/**
 * What init vendors: itself without `--smform-spec`, the named tarball with a local one, else nothing
 * (a version, a git URL or a directory is written into package.json as given).
 */
export async function vendorSmform(
  cwd: string,
  spec: string | undefined,
): Promise<VendoredSmform | undefined> {
  if (spec === undefined) {
    const { version, data } = await packSelf();
    const path = `vendor/smform-${version}.tgz`;
    return { path, spec: `file:${path}`, data, source: 'self' };
  }
  const tarball = localTarball(spec);
  if (tarball === undefined) return undefined;
  const data = await readFile(resolve(cwd, tarball)).catch((error: unknown) => {
    throw new SmformError(`--smform-spec names ${escapeControls(tarball)}, which cannot be read`, {
      fault: 'usage',
      hint: `check the path (relative to ${escapeControls(cwd)}); \`npm pack\` in smform's clone writes the tarball`,
      cause: error,
    });
  });
  const path = `vendor/${basename(tarball)}`;
  return {
    path,
    spec: `file:${path}`,
    data: withoutScripts(data, escapeControls(tarball)),
    source: 'tarball',
  };
}
