import { loadConfig } from '../../config/index.js';
import { formatDiagnostic } from '../../text/diagnostic.js';
import type { DesiredState } from '../../model/desired.js';
import { SmformError } from '../../model/errors.js';
import { renderDiagnosticText } from '../../report/validation.js';
import { plural } from '../../text/plural.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { withUnreadTemplateHint } from './template-hint.js';

/**
 * Loads config PATHs; prints every problem to stderr (painted as `validate` paints it) and throws
 * (exit 3) when the config is invalid.
 */
export async function loadDesired(
  io: CliIo,
  paths: readonly string[],
  options: Pick<GlobalFlags, 'color'>,
): Promise<DesiredState> {
  const loaded = await loadConfig(paths, { cwd: io.cwd });
  if (loaded.state !== undefined) return loaded.state;
  const config = { ...loaded, diagnostics: withUnreadTemplateHint(loaded.diagnostics) };
  const color = useColor(io, options, 'err');
  for (const diagnostic of config.diagnostics) io.err(renderDiagnosticText(diagnostic, { color }));
  const details = config.diagnostics.map(formatDiagnostic);
  const errors = config.diagnostics.filter((d) => d.severity === 'error').length;
  throw new SmformError(`the configuration is invalid (${plural(errors, 'error')})`, {
    fault: 'config',
    hint: 'fix the problems above; `smform validate` checks config without reaching the API',
    details,
    diagnostics: config.diagnostics,
  });
}
