import type { CliIo } from './io.js';

/** The exit code of a run stopped by SIGINT (128 + 2), as shells report it. */
export const INTERRUPTED_EXIT_CODE = 130;

/** What a Ctrl-C before any write says. */
export const NOTHING_CHANGED = '\nInterrupted before any write: nothing was changed.\n';

/** Ends the process now, with 130: for a second Ctrl-C, or one that came before any write. */
export function exitNow(io: CliIo, message: string): never {
  // stderr to a pipe or a file is written synchronously, so the message is out before the exit.
  io.err(message);
  process.exit(INTERRUPTED_EXIT_CODE);
}

let startUp: (() => void) | undefined;

/**
 * From the first line of `main` until a command takes over (or its own action begins), a Ctrl-C says
 * that nothing was changed and exits 130: start-up loads code and reads settings, and writes nothing.
 */
export function watchStartUp(io: Pick<CliIo, 'err'>): void {
  const onInterrupt = (): void => {
    io.err(NOTHING_CHANGED);
    process.exit(INTERRUPTED_EXIT_CODE);
  };
  process.on('SIGINT', onInterrupt);
  startUp = () => process.off('SIGINT', onInterrupt);
}

/** The command's action begins: Ctrl-C is its own business from now on. */
export function endStartUp(): void {
  startUp?.();
  startUp = undefined;
}
