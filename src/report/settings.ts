import type { SourceLocation } from '../model/source.js';
import { formatLocation } from '../text/location.js';
import { redactUrlCredentials } from '../text/redact.js';
import { escapeControls } from '../text/terminal-escape.js';

/** Where an effective setting came from, in precedence order: flag, environment, settings file, default. */
export type SettingSource =
  | { kind: 'flag'; flag: string }
  | { kind: 'env'; variable: string }
  | { kind: 'file'; location: SourceLocation }
  | { kind: 'default' };

/** One setting as a run uses it (values already made safe to show: never a key, never a password). */
export interface EffectiveSetting {
  name: string;
  value: string;
  source: SettingSource;
  /** Why a settings-file value was not used, when it was not. */
  note?: string;
}

function describeSource(source: SettingSource): string {
  switch (source.kind) {
    case 'flag':
      return `from ${source.flag}`;
    case 'env':
      return `from the environment, ${source.variable}`;
    case 'file':
      return `from ${formatLocation(source.location)}`;
    case 'default':
      return 'default';
  }
}

/**
 * The `--debug` lines that say which settings file applies and where each effective setting came from:
 * `debug: setting rateBudget = 6 (from smform.settings.yaml:4:13)`, `... (default)`.
 */
export function renderSettingSources(
  file: string | undefined,
  settings: readonly EffectiveSetting[],
): string {
  const lines = [
    `debug: settings file: ${file === undefined ? 'none found' : escapeControls(file)}`,
    ...settings.map((setting) => {
      const note = setting.note === undefined ? '' : `; ${setting.note}`;
      return `debug: setting ${setting.name} = ${escapeControls(setting.value)} (${escapeControls(describeSource(setting.source))}${escapeControls(note)})`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** A proxy URL as it may be shown: its password replaced (`http://user:***@proxy:3128`). */
export function redactUrl(value: string): string {
  // Without a scheme a proxy is read as http (`user:password@host:port`, as curl does); URL would read
  // `user:` as the scheme and find no password, so its credentials are hidden as a URL's are.
  const bare = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(bare))
    return redactUrlCredentials(`http://${bare}`).slice('http://'.length);
  try {
    const url = new URL(value);
    if (url.password === '') return value;
    url.password = '***';
    return url.href;
  } catch {
    return value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}
