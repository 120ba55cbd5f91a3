import { access, constants, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SmformError } from '../model/errors.js';
import { inputKindOf, fileProblemReason, wrongKindMessage, type InputKind } from '../model/input-kind.js';
import type { CliIo } from './io.js';

/** What a seed is, for a seed that cannot be read. */
export const SEED_HINT = 'a seed is YAML or JSON of API records (see docs/emulator.md)';

/**
 * Reads a file the user named as `expected` (a plan, a snapshot, a seed); a file that cannot be read is
 * a plain usage error (exit 1) that names it and says why: `cannot read the live snapshot s.json: it
 * does not exist`.
 */
export async function readInputFile(io: CliIo, file: string, what: string, hint: string): Promise<string> {
  try {
    return await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new SmformError(`cannot read ${what} ${file}: ${fileProblemReason(error)}`, {
      fault: 'usage',
      hint,
    });
  }
}

/**
 * Checks, without reading it, that `file` is a file smform may read (for inputs another module reads,
 * such as the emulator's seed): else the same plain usage error as `readInputFile`.
 */
export async function ensureReadableFile(io: CliIo, file: string, what: string, hint: string): Promise<void> {
  const path = resolve(io.cwd, file);
  try {
    if ((await stat(path)).isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    await access(path, constants.R_OK);
  } catch (error) {
    throw new SmformError(`cannot read ${what} ${file}: ${fileProblemReason(error)}`, {
      fault: 'usage',
      hint,
    });
  }
}

/** The kind of a file's text when it is recognisably one (JSON first, then YAML), else undefined. */
export async function sniffInputKind(text: string): Promise<InputKind | undefined> {
  try {
    return inputKindOf(JSON.parse(text), text);
  } catch {
    // Not JSON: YAML (loaded only now, on a path that already failed).
  }
  try {
    const { parse } = await import('yaml');
    return inputKindOf(parse(text) as unknown, text);
  } catch {
    return inputKindOf(undefined, text);
  }
}

/**
 * Runs `load` (which reads `file` as `expected`); when it fails and the file is recognisably another
 * kind, the failure is that plain fact instead (`plan.json is a saved plan, not a live snapshot`, exit 1),
 * with what to do with the file. Nothing is read twice on success.
 */
export async function asExpectedKind<T>(
  io: CliIo,
  file: string,
  expected: InputKind,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const text = await readFile(resolve(io.cwd, file), 'utf8').catch(() => undefined);
    if (text === undefined) throw error;
    const found = await sniffInputKind(text);
    if (found === undefined || found === expected) throw error;
    const { message, hint } = wrongKindMessage(file, found, expected);
    throw new SmformError(message, { fault: 'usage', hint });
  }
}
