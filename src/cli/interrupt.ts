import type { CliIo } from './io.js';

/** The exit code of a run stopped by SIGINT (128 + 2), as shells report it. */
export const INTERRUPTED_EXIT_CODE = 130;

/** Ends the process now, with 130: for a second Ctrl-C, or one that came before any write. */
export function exitNow(io: CliIo, message: string): never {
  // stderr to a pipe or a file is written synchronously, so the message is out before the exit.
  io.err(message);
  process.exit(INTERRUPTED_EXIT_CODE);
}

let stopWatching: (() => void) | undefined;

/**
 * Until `writesBegin()` (or the returned function) is called, a Ctrl-C (SIGINT) says that nothing was
 * written and exits 130: for the phases of `apply` before its first write (loading, reading live state,
 * planning, checking a saved plan).
 */
export function exitOnInterruptBeforeWrites(io: CliIo): () => void {
  const onInterrupt = (): void => exitNow(io, '\nInterrupted before any write: nothing was changed.\n');
  process.on('SIGINT', onInterrupt);
  const stop = (): void => {
    process.off('SIGINT', onInterrupt);
    if (stopWatching === stop) stopWatching = undefined;
  };
  stopWatching = stop;
  return stop;
}

/** The writes begin (or a question takes over Ctrl-C): the watcher of the phase before them stops. */
export function writesBegin(): void {
  stopWatching?.();
}
