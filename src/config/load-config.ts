import { defined } from '../canonical/defined.js';
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { compareCodePoints } from '../canonical/compare.js';
import type { Diagnostic } from '../model/source.js';
import { inputKindOf, wrongKindMessage } from '../model/input-kind.js';
import { SETTINGS_FILE_NAME } from './settings-find.js';
import { validateYamlFiles } from './validate-config.js';
import type { ConfigResult, SkippedFile } from './validate-config.js';
import { IGNORE_FILE, isIgnored, modelineSchema, notConfigReason, parseIgnoreFile } from './walk-filter.js';
import { parseYamlFile } from './yaml-document.js';
import type { YamlFile } from './yaml-document.js';

/** Config files larger than this are refused unread: real configs are a few hundred kilobytes at most. */
export const MAX_CONFIG_FILE_BYTES = 2 * 1024 * 1024;

export interface LoadConfigOptions {
  /** Paths are resolved against, and reported relative to, this directory. */
  cwd: string;
}

/** A file to load: explicit files are always loaded; files found in a directory may be skipped. */
interface Candidate {
  absolute: string;
  /** Named on the command line (absent for a file found by walking a directory). */
  explicit?: true;
  /** For a walked file: left out by the walked root's `.smformignore`. */
  ignored?: boolean;
  /** A followed symbolic link's target: a file reached twice is read once. */
  realPath?: string;
  /** Why the file cannot be read: code, message and hint of its diagnostic. */
  problem?: [string, string, string?];
}

/**
 * Loads config files and directories (every `*.yaml`/`*.yml`, recursively, in sorted order), then
 * validates and normalizes them. Problems come back as diagnostics, never as exceptions.
 */
export async function loadConfig(
  paths: readonly string[],
  options: LoadConfigOptions,
): Promise<ConfigResult> {
  const diagnostics: Diagnostic[] = [];
  const skipped: SkippedFile[] = [];
  const relative = (absolute: string) => toRelative(options.cwd, absolute);
  const candidates: Candidate[] = [];
  for (const given of paths.length === 0 ? ['.'] : paths) {
    const absolute = path.resolve(options.cwd, given);
    const found = await findCandidates(absolute);
    if (found === 'missing') {
      diagnostics.push(pathProblem(relative(absolute), 'path-not-found', `no such file or directory`));
    } else if (found.length === 0) {
      diagnostics.push(
        pathProblem(relative(absolute), 'no-yaml-files', 'the directory holds no *.yaml or *.yml files'),
      );
    } else {
      candidates.push(...found);
    }
  }
  const seen = new Set<string>();
  const yamlFiles: YamlFile[] = [];
  for (const candidate of candidates) {
    const key = candidate.realPath ?? candidate.absolute;
    if (seen.has(key)) continue;
    seen.add(key);
    const file = relative(candidate.absolute);
    if (candidate.ignored === true) {
      skipped.push({ file, reason: IGNORE_FILE });
      continue;
    }
    if (candidate.problem !== undefined) {
      diagnostics.push(pathProblem(file, ...candidate.problem));
      continue;
    }
    const read = readConfigFile(candidate.absolute, file);
    if ('diagnostic' in read) {
      diagnostics.push(read.diagnostic);
      continue;
    }
    // The project settings file sits beside the config; `validate` checks it on its own terms.
    if (candidate.explicit !== true && path.basename(candidate.absolute) === SETTINGS_FILE_NAME) {
      skipped.push({ file, reason: 'the project settings file' });
      continue;
    }
    const foreign = candidate.explicit === true ? undefined : foreignSchema(read.text);
    if (foreign !== undefined) {
      skipped.push({ file, reason: foreign === 'seed.schema.json' ? 'emulator seed' : `schema ${foreign}` });
      continue;
    }
    // Other YAML of the repository (mkdocs.yml, docker-compose files) is not config.
    const notConfig = candidate.explicit === true ? undefined : notConfigReason(read.text);
    if (notConfig !== undefined) {
      skipped.push({ file, reason: notConfig });
      continue;
    }
    const parsed = parseYamlFile(read.text, file);
    // A file named on the command line that is another kind of smform file says so, in one line (by its
    // content: a config that names the seed schema in its modeline still loads when named).
    const kind = candidate.explicit === true ? inputKindOf(parsed.data) : undefined;
    if (kind !== undefined && kind !== 'config') {
      diagnostics.push(pathProblem(file, 'not-config', ...messageOf(wrongKindMessage(file, kind, 'config'))));
      continue;
    }
    yamlFiles.push(parsed);
  }
  return validateYamlFiles(yamlFiles, { diagnostics, skipped, cwd: options.cwd });
}

async function findCandidates(absolute: string): Promise<Candidate[] | 'missing'> {
  const info = await stat(absolute).catch(() => undefined);
  if (info === undefined) return 'missing';
  if (!info.isDirectory()) return [{ absolute, explicit: true }];
  const root = await realpath(absolute);
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  const found = entries
    .filter((entry) => !entry.isDirectory() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => ({ file: path.join(entry.parentPath, entry.name), link: entry.isSymbolicLink() }))
    .filter(({ file }) => !hiddenOrVendored(path.relative(absolute, file)))
    .sort((a, b) => compareCodePoints(toSlashes(a.file), toSlashes(b.file)));
  const ignoreFile = await readFile(path.join(absolute, IGNORE_FILE), 'utf8').catch(() => null);
  const rules = ignoreFile === null ? [] : parseIgnoreFile(ignoreFile);
  const candidates: Candidate[] = [];
  for (const { file, link } of found) {
    if (isIgnored(rules, path.relative(absolute, file).split(path.sep).join('/'))) {
      candidates.push({ absolute: file, ignored: true });
      continue;
    }
    candidates.push(link ? await linkCandidate(file, root) : { absolute: file });
  }
  return candidates;
}

/**
 * A symbolic link met while walking a directory is followed when its target stays inside the walked
 * directory, and reported otherwise: never skipped silently, since with `prune` the objects of a
 * skipped file would be planned for deletion.
 */
async function linkCandidate(file: string, root: string): Promise<Candidate> {
  const target = await realpath(file).catch(() => undefined);
  if (target === undefined) {
    return {
      absolute: file,
      problem: ['broken-link', 'the symbolic link points to nothing'],
    };
  }
  const inside = path.relative(root, target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    return {
      absolute: file,
      problem: [
        'link-outside',
        `the symbolic link points outside the directory smform reads (to ${target})`,
        'name the target file on the command line, or copy it into the directory',
      ],
    };
  }
  return { absolute: file, realPath: target };
}

/** Dot-folders (.git, .github) and node_modules are never config. */
export function hiddenOrVendored(relativePath: string): boolean {
  const parts = relativePath.split(path.sep).slice(0, -1);
  return parts.some((part) => part.startsWith('.') || part === 'node_modules');
}

/** A path with `/` between its segments: walked files sort by these, in code point order, on every platform. */
function toSlashes(file: string): string {
  return file.split(path.sep).join('/');
}

function readConfigFile(absolute: string, file: string): { text: string } | { diagnostic: Diagnostic } {
  try {
    const read = readLimited(absolute);
    if ('notFile' in read) return { diagnostic: notAFile(file, read.notFile) };
    if ('claimed' in read || read.bytes.length > MAX_CONFIG_FILE_BYTES) {
      // Refused unread, the size it claims; read past the limit (it claimed less), only that much is known.
      const size =
        'claimed' in read
          ? `${(read.claimed / 1024 / 1024).toFixed(1)} MiB`
          : `more than ${MAX_CONFIG_FILE_BYTES / 1024 / 1024} MiB`;
      return {
        diagnostic: pathProblem(
          file,
          'file-too-large',
          `the file is ${size}; config files are limited to ${MAX_CONFIG_FILE_BYTES / 1024 / 1024} MiB`,
          'split the config over several files, or check that this is the file you meant',
        ),
      };
    }
    const text = decodeText(read.bytes);
    if (text === undefined) {
      return {
        diagnostic: pathProblem(
          file,
          'binary-file',
          'the file is not text (binary data or invalid UTF-8)',
          'config files are UTF-8 YAML; check that this is the file you meant',
        ),
      };
    }
    return { text };
  } catch (error) {
    // open(2) refuses a socket (ENXIO): it is named for what it is, as a FIFO or a device is.
    if (statSync(absolute, { throwIfNoEntry: false })?.isSocket() === true) {
      return { diagnostic: notAFile(file, 'a socket') };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      diagnostic: pathProblem(
        file,
        'read-error',
        `cannot read the file: ${reason}`,
        'check that this is the file you meant, and that smform may read it',
      ),
    };
  }
}

function notAFile(file: string, kind: string): Diagnostic {
  return pathProblem(
    file,
    'not-a-file',
    `the path is ${kind}, not a regular file`,
    'config files are regular *.yaml files; check that this is the path you meant',
  );
}

/**
 * At most MAX_CONFIG_FILE_BYTES + 1 bytes of a regular file, whatever its size claims (`/dev/zero` and
 * `/proc` files claim 0). Opened without blocking, so a FIFO cannot hang the run; anything that is not
 * a regular file is refused unread. The buffer starts at the size the file claims (plus one byte, to
 * notice a file that grew) and doubles only when the file holds more: a config of thousands of small
 * files allocates kilobytes per file, not the limit. Synchronous: the loader reads one file at a time
 * anyway, and each asynchronous step cost a round trip through the thread pool.
 */
function readLimited(absolute: string): { bytes: Buffer } | { claimed: number } | { notFile: string } {
  const fd = openSync(absolute, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return { notFile: kindOf(info) };
    // Too large by its own account: refused unread.
    if (info.size > MAX_CONFIG_FILE_BYTES) return { claimed: info.size };
    let buffer = Buffer.allocUnsafe(Math.max(info.size + 1, 4096));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > MAX_CONFIG_FILE_BYTES) break;
        const grown = Buffer.allocUnsafe(Math.min(length * 2, MAX_CONFIG_FILE_BYTES + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return { bytes: buffer.subarray(0, length) };
  } finally {
    closeSync(fd);
  }
}

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isCharacterDevice()) return 'a character device';
  // What else open(2) gives a descriptor for: a socket cannot be opened (ENXIO), and a link is followed.
  return 'a block device';
}

/** UTF-8 text without a byte-order mark, or undefined for binary data. */
function decodeText(bytes: Buffer): string | undefined {
  if (bytes.includes(0) || !isUtf8(bytes)) return undefined;
  // UTF-8, and a leading byte-order mark dropped: the decoder's defaults.
  return new TextDecoder().decode(bytes);
}

/**
 * The schema a file's leading `# yaml-language-server: $schema=...` modeline names, when it is not ours:
 * such files (emulator seeds) are skipped when a directory is walked.
 */
export function foreignSchema(text: string): string | undefined {
  const named = modelineSchema(text);
  if (named === undefined) return undefined;
  const name = named.split(/[\\/]/).pop() ?? named;
  return name === 'smform.schema.json' ? undefined : name;
}

function messageOf({ message, hint }: { message: string; hint: string }): [string, string] {
  return [message, hint];
}

function pathProblem(file: string, code: string, message: string, hint?: string): Diagnostic {
  return {
    severity: 'error',
    code,
    message,
    ...defined({ hint }),
    source: { file, line: 1, column: 1 },
  };
}

function toRelative(cwd: string, absolute: string): string {
  const relative = path.relative(cwd, absolute) || '.';
  return relative.split(path.sep).join('/');
}
