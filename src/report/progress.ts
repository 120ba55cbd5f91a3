import type { WriteResult } from '../applier/index.js';
import { escapeControls } from '../text/terminal-escape.js';
import { palette, severityPaint } from './ansi.js';

/**
 * The lines the CLI prints on stderr while a run goes on: the read counter (redrawn on a terminal), one
 * line per write as it completes, and a notice for a long wait before a retry. Pure: every name escaped.
 */

/** What a read counter counts: the list reads of the scopes, or the networks whose devices are read. */
export type ReadUnit = 'scopes' | 'networks';

/** `reading 37/120 scopes`, `reading devices 3/40 networks`. */
export function renderReadCounter(done: number, total: number, unit: ReadUnit): string {
  return unit === 'scopes' ? `reading ${done}/${total} scopes` : `reading devices ${done}/${total} networks`;
}

/**
 * The plain line printed at a steady pace where no line is redrawn (CI logs), like Terraform's "Still
 * reading...": `reading 37/120 scopes... (10s elapsed)`.
 */
export function renderStillReading(done: number, total: number, unit: ReadUnit, elapsedMs: number): string {
  return `${renderReadCounter(done, total, unit)}... (${Math.round(Math.max(0, elapsedMs) / 1000)}s elapsed)\n`;
}

/** `3s`, `2.3s`, `0.2s`: seconds with at most one decimal. */
export function formatSeconds(ms: number): string {
  return `${Number((Math.max(0, ms) / 1000).toFixed(1))}s`;
}

const PAST: Record<WriteResult['action'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};
const SYMBOL: Record<WriteResult['action'], string> = { create: '+', update: '~', delete: '-' };

/**
 * The lines of one settled write, Terraform's symbols first: `+ created ADDRESS (id 123) 0.2s`,
 * `~ updated ...`, `- deleted ...`, `! failed to create ADDRESS: message`, `! skipped ...`. A write that
 * carries several addresses (a sentry PUT) is one line per address, the later ones `(same PUT)`.
 * `durationMs` is absent for a write settled without being sent.
 */
export function renderWriteDone(
  result: Readonly<WriteResult>,
  durationMs: number | undefined,
  options: { color: boolean },
): string {
  const colors = palette(options.color);
  const took = durationMs === undefined ? '' : ` ${(Math.max(0, durationMs) / 1000).toFixed(1)}s`;
  const [first = '', ...others] = result.addresses.map(escapeControls);
  let head: string;
  const action = result.actions?.[0] ?? result.action;
  if (result.status === 'done') {
    const paint = { create: colors.create, update: colors.update, delete: colors.delete }[action];
    const symbol = SYMBOL[action];
    const verb = result.adopted === undefined ? PAST[action] : 'adopted';
    head = `${paint(symbol)} ${verb} ${first}${detailOf(result)}${took}`;
  } else {
    const what = result.status === 'failed' ? `failed to ${action}` : `skipped ${action} of`;
    const why = result.message === undefined ? '' : `: ${escapeControls(result.message)}`;
    // Painted as every error's first line is (a skip as a warning's).
    const severity = result.status === 'failed' ? 'error' : 'warning';
    head = severityPaint(colors, severity)(`! ${what} ${first}${why}${took}`);
  }
  // A change carried by the same PUT: its own symbol and verb once done, as the plan named it.
  const other = (address: string, i: number): string => {
    const action = result.actions?.[i + 1] ?? result.action;
    if (result.status !== 'done' || result.adopted !== undefined) return `  ${address} (same PUT)`;
    const paint = { create: colors.create, update: colors.update, delete: colors.delete }[action];
    return `${paint(SYMBOL[action])} ${PAST[action]} ${address} (same PUT)`;
  };
  const lines = [head, ...others.map(other)];
  return `${lines.join('\n')}\n`;
}

function detailOf(result: Readonly<WriteResult>): string {
  const id = result.id === undefined ? undefined : `id ${escapeControls(result.id)}`;
  if (result.adopted !== undefined) {
    const how = result.adopted === 'as-is' ? 'already as declared' : 'updated to the declaration';
    return ` (${id ?? 'id ?'}; another writer created it since the plan, ${how})`;
  }
  if (result.resolvedByLookup === true)
    return ` (${id ?? 'id ?'}; outcome was unknown, found by name, not created twice)`;
  return result.action === 'create' && id !== undefined ? ` (${id})` : '';
}

/** The facts of a wait before a retry (the workflow's `wait` event). */
export interface WaitNotice {
  operationId: string;
  orgId?: string;
  waitMs: number;
  attemptMs: number;
  attempt: number;
  maxAttempts: number;
  status?: number;
  failure?: string;
}

/**
 * One line naming the organization, the cause, the wait and the attempt that follows:
 * `organization 549236: getNetworkSmTargetGroups answered 429 (rate limited); waiting 3s before attempt 2/5`.
 */
export function renderWaitNotice(wait: WaitNotice): string {
  const who = wait.orgId === undefined ? 'the API' : `organization ${escapeControls(wait.orgId)}`;
  const operation = escapeControls(wait.operationId);
  let cause: string;
  if (wait.status === 429) cause = `${operation} answered 429 (rate limited)`;
  else if (wait.status !== undefined) cause = `${operation} answered ${wait.status}`;
  else if (wait.failure === 'timeout')
    cause = `${operation} timed out after ${formatSeconds(wait.attemptMs)}`;
  else cause = `${operation} failed (${escapeControls(wait.failure ?? 'no answer')})`;
  return `${who}: ${cause}; waiting ${formatSeconds(wait.waitMs)} before attempt ${wait.attempt}/${wait.maxAttempts}\n`;
}
