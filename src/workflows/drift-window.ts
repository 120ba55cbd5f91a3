import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { MAX_LOOKBACK_MS } from '../drift/change-log.js';
import type { WindowSource } from '../drift/causes.js';
import { SmformError } from '../model/errors.js';

/**
 * Where drift attribution starts reading the change log: `--since`, else the last successful apply
 * (the newest backup `apply` wrote, or the commit `refs/smform/applied` names: whichever is newer),
 * else 30 days back. Never beyond the API's 365-day lookback.
 */

export const DEFAULT_WINDOW_DAYS = 30;
const UNIT_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 };
/** A minute inside the API's limit, so a request sent a moment later is still within 365 days. */
const LOOKBACK_MARGIN_MS = 60_000;

export interface AttributionWindow {
  since: Date;
  from: WindowSource;
  detail?: string;
}

/** `30d`, `12h`, `90m`, or an ISO 8601 time; a usage error names the flag otherwise. */
export function parseSince(text: string, now: Date): Date {
  const relative = /^(\d{1,6})([dhm])$/.exec(text.trim());
  if (relative?.[1] !== undefined && relative[2] !== undefined)
    return new Date(now.getTime() - Number(relative[1]) * (UNIT_MS[relative[2]] ?? 0));
  const at = Date.parse(text);
  if (/^\d{4}-\d{2}-\d{2}/.test(text.trim()) && !Number.isNaN(at)) return new Date(at);
  throw new SmformError(`--since ${JSON.stringify(text)} is neither a duration nor a time`, {
    fault: 'usage',
    hint: 'give a duration such as 30d, 12h or 90m, or a time such as 2026-07-01T00:00:00Z',
  });
}

/** The time a backup file's name records (`2026-11-22T00-23-23-123Z.json`, `-2` for a second one). */
export function backupTime(name: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-\d+)?\.json$/.exec(name);
  if (match === null) return undefined;
  const at = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(at) ? undefined : new Date(at);
}

async function newestBackup(dir: string): Promise<Date | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  const times = names.flatMap((name) => backupTime(name) ?? []).map((date) => date.getTime());
  return times.length === 0 ? undefined : new Date(Math.max(...times));
}

/** The commit time of `refs/smform/applied` in the repository at `dir`; undefined when there is none. */
function appliedRefTime(dir: string, env: Record<string, string | undefined>): Promise<Date | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['log', '-1', '--format=%cI', 'refs/smform/applied', '--'],
      { cwd: dir, encoding: 'utf8', timeout: 10_000, env: { ...env, GIT_OPTIONAL_LOCKS: '0' } },
      (error, stdout) => {
        const at = Date.parse(stdout.trim());
        resolve(error === null && !Number.isNaN(at) ? new Date(at) : undefined);
      },
    );
  });
}

export async function attributionWindow(options: {
  since?: string | undefined;
  now: Date;
  backupDir: string;
  repoDir: string;
  env: Record<string, string | undefined>;
}): Promise<AttributionWindow> {
  const floor = new Date(options.now.getTime() - MAX_LOOKBACK_MS + LOOKBACK_MARGIN_MS);
  const clamp = (window: AttributionWindow): AttributionWindow =>
    window.since < floor
      ? {
          ...window,
          since: floor,
          detail: `${window.detail ?? ''}${window.detail === undefined ? '' : '; '}the change log reaches back 365 days`,
        }
      : window;
  if (options.since !== undefined)
    return clamp({ since: parseSince(options.since, options.now), from: 'since-flag' });
  const [backup, ref] = await Promise.all([
    newestBackup(options.backupDir),
    appliedRefTime(options.repoDir, options.env),
  ]);
  if (backup !== undefined && (ref === undefined || backup >= ref))
    return clamp({ since: backup, from: 'last-apply', detail: 'the newest backup apply wrote' });
  if (ref !== undefined)
    return clamp({ since: ref, from: 'last-apply', detail: 'the commit refs/smform/applied names' });
  return clamp({
    since: new Date(options.now.getTime() - DEFAULT_WINDOW_DAYS * UNIT_MS['d']!),
    from: 'default',
  });
}
