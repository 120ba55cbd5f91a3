import type { ClientStats } from '../client/index.js';

/** The client's counts in one line, as `apply` prints them (and any run that retried, at its end). */
export function renderClientCounts(stats: ClientStats): string {
  const t = stats.totals;
  return `API: ${t.calls} calls, ${t.requests} requests, ${t.retries} retries, ${t.rateLimited} rate-limited (429), ${t.errors} errors.`;
}
