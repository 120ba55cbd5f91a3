import { formatDiagnostic } from '../text/diagnostic.js';
import {
  renderReadCounter,
  renderStillReading,
  renderWaitNotice,
  renderWriteDone,
  type ReadUnit,
} from '../report/progress.js';
import type { ProgressEvent, ProgressListener } from '../workflows/index.js';
import { useColor, type CliIo, type GlobalFlags, type ProgressStream } from './io.js';
import type { EventLog } from './events.js';

/**
 * A wait before a retry is announced when it is longer than this: the pause, plus for a timeout the
 * attempt that timed out (its whole wait).
 */
export const NOTICE_AFTER_MS = 2000;

/** Without a redrawn line (CI), a plain line says how far the reads are, this often. */
export const STILL_READING_EVERY_MS = 5000;

/**
 * What the CLI shows of a run while it goes on, on stderr only (stdout holds the result alone):
 * - a read counter (`reading 37/120 scopes`), one line redrawn in place, cleared when the reads end;
 *   only on a terminal (or with `--progress`), never with `--no-progress`, `--quiet`, `CI` or TERM=dumb;
 * - one line per write as it completes (`+ created ADDRESS (id 123) 0.2s`, `! failed to ...`), and one
 *   notice per wait before a retry longer than 2 s, on a terminal and in CI alike (none with `--quiet`);
 * - without the redrawn line (no terminal, CI), the same counter as a plain line every 5 s while reads
 *   go on (`reading 37/120 scopes... (10s elapsed)`), so a long read is not silent; none with `--quiet`
 *   or `--no-progress`;
 * - the workflow's warnings, as before (with `--quiet` too).
 */
export interface CliProgress {
  /** The listener for a workflow's events (and the client's waits, see `openContext`). */
  readonly onProgress: ProgressListener;
  /** Prints a whole line on stderr without tearing the progress line (notes, debug lines). */
  line(text: string): void;
  /** Clears the progress line for good: the run ends, or an error is about to be printed. */
  close(): void;
  /**
   * Resolves once the line can be drawn (the library loaded, when a line is drawn at all): awaited
   * before the first request, so even a fast read shows its counter.
   */
  ready(): Promise<void>;
}

interface Counter {
  unit: ReadUnit;
  done: number;
  total: number;
}

type Drawer = ((text: string) => void) & { clear(): void };

/** Whether the progress line is drawn: the flags first, then a terminal on stderr outside CI. */
function drawsLine(io: CliIo, options: GlobalFlags): boolean {
  if (options.quiet || io.progressStream === undefined) return false;
  if (options.progress !== undefined) return options.progress;
  return io.stderrIsTTY === true && io.env['CI'] === undefined && io.env['TERM'] !== 'dumb';
}

/** `events`: the run's `--events FILE` (opened by the command), fed the same events whatever is drawn on stderr. */
export function createProgress(io: CliIo, options: GlobalFlags, events?: EventLog): CliProgress {
  const stream = io.progressStream;
  const live = drawsLine(io, options) && stream !== undefined;
  // The lines go to stderr: colour as decided for stderr.
  const color = useColor(io, options, 'err');
  let counter: Counter | undefined;
  let drawer: Drawer | undefined;
  let closed = false;
  /** Text currently on screen as the progress line ('' = none). */
  let shown = '';
  /** Per organization: until when (ms, wall clock) the last announced wait runs; waits inside it are not announced again. */
  const announced = new Map<string, number>();
  // The plain lines: only where no line is redrawn, and not when progress is silenced.
  const plain = !live && !options.quiet && options.progress !== false;
  let pace: ReturnType<typeof setInterval> | undefined;
  let readingSince = 0;
  const stopPace = (): void => {
    if (pace !== undefined) clearInterval(pace);
    pace = undefined;
  };
  const keepPace = (): void => {
    if (!plain || closed) return;
    if (counter === undefined) return stopPace();
    if (pace !== undefined) return;
    if (readingSince === 0) readingSince = Date.now();
    pace = setInterval(() => {
      if (counter === undefined || closed) return stopPace();
      io.err(renderStillReading(counter.done, counter.total, counter.unit, Date.now() - readingSince));
    }, STILL_READING_EVERY_MS);
    // Never what keeps the process alive.
    pace.unref();
  };

  const redraw = (): void => {
    const text =
      closed || counter === undefined ? '' : renderReadCounter(counter.done, counter.total, counter.unit);
    if (drawer === undefined || text === shown) return;
    if (text === '') drawer.clear();
    else drawer(text);
    shown = text;
  };

  // The library is loaded only when a line will be drawn: runs without a terminal never load it.
  const load = async (target: ProgressStream): Promise<void> => {
    try {
      const { createLogUpdate } = await import('log-update');
      // A terminal of unknown size (0 columns and rows, as a bare pseudo-terminal reports) gets 80x24.
      const sized = {
        isTTY: target.isTTY,
        write: (text: string) => target.write(text),
        get columns() {
          return target.columns !== undefined && target.columns > 0 ? target.columns : 80;
        },
        get rows() {
          return target.rows !== undefined && target.rows > 0 ? target.rows : 24;
        },
      };
      drawer = createLogUpdate(sized as unknown as NodeJS.WritableStream, { showCursor: true });
      redraw();
    } catch {
      // No progress line, then: everything else is printed as lines anyway.
    }
  };
  const loaded = live && stream !== undefined ? load(stream) : Promise.resolve();

  const line = (text: string): void => {
    if (shown !== '' && drawer !== undefined) {
      drawer.clear();
      shown = '';
      io.err(text);
      redraw();
    } else io.err(text);
  };

  const notice = (event: Extract<ProgressEvent, { type: 'wait' }>): void => {
    const held = event.waitMs + (event.failure === 'timeout' ? event.attemptMs : 0);
    if (held <= NOTICE_AFTER_MS) return;
    const key = event.orgId ?? '';
    const now = Date.now();
    // Several reads of one organization answered 429 together: one notice for their common wait.
    if ((announced.get(key) ?? 0) > now) return;
    announced.set(key, now + event.waitMs);
    line(renderWaitNotice(event));
  };

  const onProgress: ProgressListener = (event) => {
    events?.onProgress(event);
    if (event.type === 'warning') {
      line(`${formatDiagnostic(event.diagnostic)}\n`);
      return;
    }
    if (options.quiet) return;
    switch (event.type) {
      case 'scope-read-started':
        counter =
          counter?.unit === 'scopes'
            ? { ...counter, total: counter.total + event.lists }
            : { unit: 'scopes', done: 0, total: event.lists };
        break;
      case 'list-read':
        if (counter?.unit === 'scopes') counter.done += 1;
        break;
      case 'devices-read-started':
        counter = { unit: 'networks', done: 0, total: event.total };
        break;
      case 'devices-network-read':
        if (counter?.unit === 'networks') counter.done += 1;
        break;
      case 'devices-read-done':
        counter = undefined;
        break;
      case 'write-done':
        line(renderWriteDone(event.result, event.durationMs, { color }));
        return;
      case 'wait':
        notice(event);
        return;
      case 'scope-read-done':
      case 'planned':
      case 'writes-begin':
      case 'write-started':
      case 'retry':
        return;
    }
    if (counter !== undefined && counter.done >= counter.total) counter = undefined;
    keepPace();
    redraw();
  };

  return {
    onProgress,
    line,
    close: () => {
      events?.close();
      closed = true;
      stopPace();
      redraw();
    },
    ready: () => loaded,
  };
}
