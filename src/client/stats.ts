/** What the client counted, for reports and benchmarks. */
export interface CallCounts {
  /** `call()` invocations (one per operation call, however many pages or retries it took). */
  calls: number;
  /** HTTP requests sent: pages, retries and redirects included. */
  requests: number;
  /** Requests that were resends of an earlier attempt. */
  retries: number;
  /** 429 answers received. */
  rateLimited: number;
  /** Calls that ended in an error. */
  errors: number;
}

export interface ClientStats {
  totals: CallCounts;
  /** Per organization id; calls made without an organization count in `totals` only. */
  organizations: Record<string, CallCounts>;
}

export type CountName = keyof CallCounts;

function zero(): CallCounts {
  return { calls: 0, requests: 0, retries: 0, rateLimited: 0, errors: 0 };
}

/** Mutable counters behind `client.stats()`. */
export class StatsRecorder {
  private readonly totals = zero();
  private readonly perOrg = new Map<string, CallCounts>();

  count(name: CountName, orgId: string | undefined): void {
    this.totals[name] += 1;
    if (orgId === undefined) return;
    let counts = this.perOrg.get(orgId);
    if (counts === undefined) {
      counts = zero();
      this.perOrg.set(orgId, counts);
    }
    counts[name] += 1;
  }

  /** A copy: later calls do not change a snapshot already taken. */
  snapshot(): ClientStats {
    const organizations: Record<string, CallCounts> = {};
    for (const [orgId, counts] of [...this.perOrg].sort(([a], [b]) => a.localeCompare(b))) {
      organizations[orgId] = { ...counts };
    }
    return { totals: { ...this.totals }, organizations };
  }
}
