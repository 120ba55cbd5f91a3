import { formatDiagnostic, loadConfig } from '../../config/index.js';
import type { DesiredState } from '../../model/desired.js';
import { SmformError } from '../../model/errors.js';
import type { CliIo } from '../io.js';

/** Loads config PATHs; prints every problem to stderr and throws (exit 3) when the config is invalid. */
export async function loadDesired(io: CliIo, paths: readonly string[]): Promise<DesiredState> {
  const config = await loadConfig(paths, { cwd: io.cwd });
  if (config.state !== undefined) return config.state;
  const details = config.diagnostics.map(formatDiagnostic);
  for (const detail of details) io.err(`${detail}\n`);
  const errors = config.diagnostics.filter((d) => d.severity === 'error').length;
  throw new SmformError(`the configuration is invalid (${errors} error${errors === 1 ? '' : 's'})`, {
    fault: 'config',
    hint: 'fix the problems above; `smform validate` checks config without reaching the API',
    details,
    diagnostics: config.diagnostics,
  });
}
