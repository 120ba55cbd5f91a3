import type { ClientStats } from '../client/index.js';
import { plural } from '../text/plural.js';

/** The client's counts in one line, as `apply` prints them (and any run that retried, at its end). */
export function renderClientCounts(stats: ClientStats): string {
  const t = stats.totals;
  return `API: ${plural(t.calls, 'call')}, ${plural(t.requests, 'request')}, ${plural(t.retries, 'retry', 'retries')}, ${t.rateLimited} rate-limited (429), ${plural(t.errors, 'error')}.`;
}
