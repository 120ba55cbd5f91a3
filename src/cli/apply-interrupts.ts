import { applyInterrupt } from '../workflows/interrupt.js';
import type { ProgressListener } from '../workflows/progress.js';
import { endStartUp, exitNow, NOTHING_CHANGED } from './interrupt.js';
import type { CliIo } from './io.js';

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
