import { formatDiagnostic } from '../config/index.js';
import type { ProgressListener } from '../workflows/index.js';
import type { CliIo } from './io.js';

/**
 * What the CLI shows of a workflow's progress events: for now the warnings only, on stderr as they
 * happen (reads, writes and retries are not rendered yet).
 */
export function cliProgress(io: CliIo): ProgressListener {
  return (event) => {
    if (event.type === 'warning') io.err(`${formatDiagnostic(event.diagnostic)}\n`);
  };
}
