import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SmformError } from '../../model/errors.js';
import { parseSnapshot, type LiveSnapshot } from '../../snapshot/index.js';
import type { CliIo } from '../io.js';

/** `--live-from FILE`: read a snapshot written by `smform snapshot`. */
export async function loadSnapshotFile(io: CliIo, file: string): Promise<LiveSnapshot> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new SmformError(`cannot read the live snapshot ${file}: ${(error as Error).message}`, {
      fault: 'usage',
      hint: 'write one with `smform snapshot PATH... --out FILE`',
    });
  }
  return parseSnapshot(text, file);
}
