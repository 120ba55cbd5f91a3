import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SmformError } from '../model/errors.js';
import { fileProblemReason } from '../model/input-kind.js';
import { emptyTotals, eventsOf, EVENTS_VERSION, summaryEvent, type EventBody } from '../report/events.js';
import type { ProgressListener } from '../workflows/progress.js';
import type { EventFlags } from './flags.js';
import type { CliIo } from './io.js';
import { toolVersion } from './version.js';

/** `--events FILE` of plan, apply and drift: the run's events as JSON lines, written as they happen. */
export interface EventLog {
  readonly onProgress: ProgressListener;
  /** Writes the `summary` event; later events are dropped. */
  close(): void;
}

/**
 * `--events FILE` of a run, opened first thing: a run that stops early (an invalid config, a lock held,
 * no key) still replaces an older FILE with its own `started` and `summary`. Close it in a `finally`.
 */
export function eventLogOf(io: CliIo, options: EventFlags): EventLog | undefined {
  return options.events === undefined ? undefined : openEventLog(io, options.events);
}

/**
 * Opens FILE (emptied) and writes a `started` event. Each event is appended at once, so a run that is
 * killed leaves every event before it, and `tail -f FILE` follows a long run.
 */
export function openEventLog(io: CliIo, file: string): EventLog {
  const path = resolve(io.cwd, file);
  const started = Date.now();
  const totals = emptyTotals();
  let seq = 0;
  let closed = false;
  const write = (body: EventBody, create = false): void => {
    seq += 1;
    const line = `${JSON.stringify({ v: EVENTS_VERSION, seq, at: new Date().toISOString(), ...body })}\n`;
    try {
      if (create) writeFileSync(path, line);
      else appendFileSync(path, line);
    } catch (error) {
      throw new SmformError(`cannot write the event stream ${file}: ${fileProblemReason(error)}`, {
        fault: 'usage',
        hint: 'name a file in a directory that exists and may be written',
      });
    }
  };
  write({ type: 'started', toolVersion: toolVersion() }, true);
  return {
    onProgress: (event) => {
      if (closed) return;
      for (const body of eventsOf(event, totals)) write(body);
    },
    close: () => {
      if (closed) return;
      closed = true;
      write(summaryEvent(totals, Date.now() - started));
    },
  };
}
