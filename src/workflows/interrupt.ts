import { compareCodePoints } from '../canonical/compare.js';
import type { ProgressListener } from './progress.js';

/** What an interrupt did, for the caller to say and decide whether to exit. */
export type InterruptStep =
  /** Before the writes: the run stops at once (its lock is removed), nothing was written. */
  | { step: 'before-writes' }
  /** The writes began: those in flight finish, no new one starts, and the result says `interrupted`. */
  | { step: 'stopping' }
  /** Interrupted again while the writes stop: the addresses of the writes that may be in flight. */
  | { step: 'again'; inFlight: string[] };

/** An apply's interrupt: pass `signal` and `follow(onProgress)` to the workflow, call `interrupt()` on Ctrl-C. */
export interface ApplyInterrupt {
  signal: AbortSignal;
  /** Wraps the run's progress listener: `writes-begin` and the writes in flight are followed here. */
  follow: (listener?: ProgressListener) => ProgressListener;
  interrupt: () => InterruptStep;
}

/**
 * The two steps of stopping an apply. Before `writes-begin` an interrupt aborts the signal (the
 * workflow rejects and removes its lock at once); after it, the first aborts (writes in flight finish,
 * no new one starts) and any further one names the writes that may be in flight.
 */
export function applyInterrupt(): ApplyInterrupt {
  const controller = new AbortController();
  const inFlight = new Set<string>();
  let writing = false;
  return {
    signal: controller.signal,
    follow: (listener) => (event) => {
      if (event.type === 'writes-begin') writing = true;
      else if (event.type === 'write-started') for (const address of event.addresses) inFlight.add(address);
      else if (event.type === 'write-done') for (const address of event.addresses) inFlight.delete(address);
      listener?.(event);
    },
    interrupt: () => {
      if (!writing) {
        controller.abort(new Error('interrupted before any write'));
        return { step: 'before-writes' };
      }
      if (!controller.signal.aborted) {
        controller.abort(new Error('interrupted'));
        return { step: 'stopping' };
      }
      return { step: 'again', inFlight: [...inFlight].sort(compareCodePoints) };
    },
  };
}
