import type { ConfigResult } from '../config/validate-config.js';
import type { SettingsFile } from '../config/settings.js';
import type { Diagnostic } from '../model/source.js';
import type { LiveLint } from '../workflows/validate-live.js';
import { paintFirstLine, palette, severityPaint } from './ansi.js';
import { diagnosticReport, formatValidationSummary, validationReport } from './diagnostics.js';
import { formatDiagnostic } from '../text/diagnostic.js';
import { plural } from '../text/plural.js';

/** What `smform validate` found: the config's result and, with `--live`, the live checks. */
export interface ValidationOutcome {
  result: ConfigResult;
  live?: LiveLint | undefined;
  /** The project settings file that applies, when one does. */
  settings?: SettingsFile | undefined;
}

/** `Checked the settings file smform.settings.yaml: 1 error.` */
export function renderSettingsSummary(settings: SettingsFile): string {
  const errors = settings.diagnostics.filter((d) => d.severity === 'error').length;
  return `Checked the settings file ${settings.file}: ${plural(errors, 'error')}.`;
}

export interface ValidationTextOptions {
  color: boolean;
  /** `--debug`: each diagnostic names its rule, to look it up in docs/config.md. */
  debug: boolean;
  /** `--quiet`: no `skipped FILE` lines. */
  quiet: boolean;
}

/** `Checked scope tags against 12 devices in 2 networks: 1 warning.` */
export function renderLiveLintSummary(lint: LiveLint): string {
  return `Checked scope tags against ${plural(lint.devices, 'device')} in ${plural(lint.networks, 'network')}: ${plural(lint.diagnostics.length, 'warning')}.`;
}

/**
 * One config problem as every command prints it (validate on stdout; plan, drift, snapshot and restore
 * on stderr before they stop): `formatDiagnostic`, its first line painted by severity.
 */
export function renderDiagnosticText(
  diagnostic: Diagnostic,
  options: { color: boolean; debug?: boolean | undefined },
): string {
  const text = formatDiagnostic(diagnostic).replace(/^[^\n]*/, (line) =>
    options.debug === true ? `${line}  [${diagnostic.code}]` : line,
  );
  return `${paintFirstLine(text, severityPaint(palette(options.color), diagnostic.severity))}\n`;
}

/** The text report of `smform validate`: each diagnostic, skipped files, the summary, the live checks. */
export function renderValidationText(outcome: ValidationOutcome, options: ValidationTextOptions): string {
  const { result, live, settings } = outcome;
  const parts = [...(settings?.diagnostics ?? []), ...result.diagnostics].map((diagnostic) =>
    renderDiagnosticText(diagnostic, options),
  );
  if (!options.quiet) {
    for (const skipped of result.skipped) parts.push(`skipped ${skipped.file} (${skipped.reason})\n`);
  }
  if (settings !== undefined) parts.push(`${renderSettingsSummary(settings)}\n`);
  parts.push(`${formatValidationSummary(result)}\n`);
  if (live !== undefined) {
    for (const diagnostic of live.diagnostics) parts.push(renderDiagnosticText(diagnostic, options));
    parts.push(`${renderLiveLintSummary(live)}\n`);
  }
  return parts.join('');
}

/** `smform validate --output json`: the validation report, with the live checks under `live`. */
export function renderValidationJson(outcome: ValidationOutcome): string {
  const { live, settings } = outcome;
  const config = validationReport(outcome.result);
  // An invalid settings file makes the run invalid (exit 3), as an invalid config does.
  const report =
    settings === undefined
      ? config
      : {
          ...config,
          valid: config['valid'] === true && settings.settings !== undefined,
          settings: {
            file: settings.file,
            valid: settings.settings !== undefined,
            diagnostics: settings.diagnostics.map(diagnosticReport),
          },
        };
  return `${JSON.stringify(live === undefined ? report : { ...report, live }, null, 2)}\n`;
}

/** `smform validate`'s formats. */
export const validationRenderers = {
  text: renderValidationText,
  json: (outcome: ValidationOutcome): string => renderValidationJson(outcome),
} satisfies Record<'text' | 'json', (outcome: ValidationOutcome, options: ValidationTextOptions) => string>;
