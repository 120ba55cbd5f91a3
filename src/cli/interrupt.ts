import { applyInterrupt } from '../workflows/interrupt.js';
import type { ProgressListener } from '../workflows/progress.js';
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

/** An apply's interrupts: the workflow's `ApplyInterrupt`, fed by Ctrl-C. */
export interface ApplyInterrupts {
  signal: AbortSignal;
  /** Wraps the run's progress listener: `writes-begin` and the writes in flight are followed here. */
  follow(listener?: ProgressListener): ProgressListener;
  /** A question takes over Ctrl-C (readline) until `resume()`. */
  pause(): void;
  resume(): void;
  stop(): void;
}

/**
 * Ctrl-C during an apply, turned into the workflow's interrupt. Before the writes: the run exits 130
 * saying nothing was changed (the workflow removed its lock). Once the writes began: writes in flight
 * finish and no new one starts; a second Ctrl-C exits 130 at once, naming what may be in flight.
 */
export function watchApplyInterrupts(io: CliIo): ApplyInterrupts {
  const run = applyInterrupt();
  const onInterrupt = (): void => {
    const done = run.interrupt();
    if (done.step === 'before-writes') exitNow(io, NOTHING_CHANGED);
    if (done.step === 'stopping') {
      io.err('\nInterrupted: letting writes in flight finish, starting no new ones...\n');
      return;
    }
    // A second Ctrl-C: the user will not wait. Say what may have reached the Dashboard.
    const pending =
      done.inFlight.length === 0
        ? 'No write was in flight'
        : `Writes that may be in flight (${done.inFlight.length}): ${done.inFlight.join(', ')}`;
    exitNow(
      io,
      `\nInterrupted again: exiting now. ${pending}; run \`smform plan\` to see what was applied.\n`,
    );
  };
  process.on('SIGINT', onInterrupt);
  endStartUp();
  return {
    signal: run.signal,
    follow: run.follow,
    pause: () => process.off('SIGINT', onInterrupt),
    resume: () => process.on('SIGINT', onInterrupt),
    stop: () => process.off('SIGINT', onInterrupt),
  };
}
