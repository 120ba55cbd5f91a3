import { parseSnapshot, type LiveSnapshot } from '../../snapshot/index.js';
import { asExpectedKind, readInputFile } from '../input-file.js';
import type { CliIo } from '../io.js';

/** `--live-from FILE`: read a snapshot written by `smform snapshot`. */
export async function loadSnapshotFile(io: CliIo, file: string): Promise<LiveSnapshot> {
  const text = await readInputFile(
    io,
    file,
    'the live snapshot',
    'write one with `smform snapshot PATH... --out FILE`',
  );
  return asExpectedKind(io, file, 'snapshot', () => Promise.resolve(parseSnapshot(text, file)));
}
