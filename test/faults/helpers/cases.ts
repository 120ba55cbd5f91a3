import type { Fault, FaultRule } from './fault-proxy.js';

/** Which requests a fault hits: a method list and a path. */
export interface FaultTarget {
  name: string;
  methods: readonly string[];
  path: RegExp;
  /** A PUT or DELETE of one object (by id), which can vanish just before the write. */
  object?: boolean;
}

/** How a command must come out of a fault: recover (exit as without it) or fail with exit 1. */
export type Outcome = 'recovers' | 'fails';

export interface FaultCase {
  name: string;
  /** The fault for a target (a 404 on a PUT or DELETE of an object is the object vanishing first). */
  fault: (target: FaultTarget) => Fault;
  /** How many matching requests get it. */
  times: number;
  /** For reads (GET is retried for every transient fault). */
  reads: Outcome;
  /** For writes: `post-recovers` when only a POST recovers (its lookup finds the object). */
  writes: Outcome | 'post-recovers';
}

const errors = (message: string): string => JSON.stringify({ errors: [message] });
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
const status = (code: number, body: string, headers: Record<string, string> = {}): Fault => ({
  kind: 'status',
  status: code,
  body,
  headers,
});
const storm = status(429, errors('API rate limit exceeded for organization'), { 'retry-after': '1' });

/** Every fault of issue 8, with what smform must do about it. The client makes 5 attempts per request. */
export const FAULT_CASES: readonly FaultCase[] = [
  { name: '429 storm with Retry-After', fault: () => storm, times: 3, reads: 'recovers', writes: 'recovers' },
  {
    name: '429 storm that outlasts the retries',
    fault: () => storm,
    times: Infinity,
    reads: 'fails',
    writes: 'fails',
  },
  {
    name: 'burst of 500',
    fault: () => status(500, errors('Internal server error')),
    times: 2,
    reads: 'recovers',
    writes: 'fails',
  },
  {
    name: 'burst of 502',
    fault: () => status(502, errors('Bad gateway')),
    times: 3,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'burst of 503',
    fault: () => status(503, errors('Service unavailable')),
    times: 3,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: '503 that never ends',
    fault: () => status(503, errors('Service unavailable')),
    times: Infinity,
    reads: 'fails',
    writes: 'fails',
  },
  {
    name: '502 after the write was applied',
    fault: () => ({ kind: 'after', status: 502 }),
    times: 1,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'connection resets',
    fault: () => ({ kind: 'reset' }),
    times: 2,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'timeout (no answer)',
    fault: () => ({ kind: 'hang' }),
    times: 1,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'truncated body',
    fault: () => ({ kind: 'truncate' }),
    times: 2,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'invalid JSON once',
    fault: () => ({ kind: 'body', body: '{"items": [{"id": ', contentType: 'application/json' }),
    times: 1,
    reads: 'recovers',
    writes: 'post-recovers',
  },
  {
    name: 'invalid JSON every time',
    fault: () => ({ kind: 'body', body: '{"items": [{"id": ', contentType: 'application/json' }),
    times: Infinity,
    reads: 'fails',
    writes: 'post-recovers',
  },
  {
    name: 'HTML error page (502)',
    fault: () => status(502, HTML_PAGE, { 'content-type': 'text/html' }),
    times: 2,
    reads: 'recovers',
    writes: 'recovers',
  },
  {
    name: 'HTML page with 200',
    fault: () => ({ kind: 'body', body: HTML_PAGE, contentType: 'text/html' }),
    times: Infinity,
    reads: 'fails',
    writes: 'post-recovers',
  },
  {
    name: '401',
    fault: () => status(401, errors('Invalid API key')),
    times: Infinity,
    reads: 'fails',
    writes: 'fails',
  },
  {
    name: '403',
    fault: () => status(403, errors('Forbidden')),
    times: Infinity,
    reads: 'fails',
    writes: 'fails',
  },
  {
    name: '404 for an object listed a moment earlier',
    fault: (target) => (target.object === true ? { kind: 'vanish' } : status(404, errors('Not found'))),
    times: 1,
    reads: 'fails',
    writes: 'fails',
  },
];

/** The proxy rules of a case against a target. */
export function rulesOf(fault: FaultCase, target: FaultTarget): FaultRule[] {
  return [{ methods: target.methods, path: target.path, times: fault.times, fault: fault.fault(target) }];
}

/** The expected outcome of a case on a target. */
export function outcomeOf(fault: FaultCase, target: FaultTarget): Outcome {
  const method = target.methods[0] ?? 'GET';
  if (method === 'GET') return fault.reads;
  if (fault.writes === 'post-recovers') return method === 'POST' ? 'recovers' : 'fails';
  return fault.writes;
}

/** A read every command makes: the second network's target groups. */
export const READ_TARGET: FaultTarget = {
  name: 'GET target groups of N_2',
  methods: ['GET'],
  path: /\/networks\/N_2\/sm\/targetGroups$/,
};

/** The writes of the scenario's apply, one target per kind of write. */
export const WRITE_TARGETS: readonly FaultTarget[] = [
  { name: 'POST a target group', methods: ['POST'], path: /\/networks\/N_1\/sm\/targetGroups$/ },
  {
    name: 'PUT a target group',
    methods: ['PUT'],
    path: /\/networks\/N_1\/sm\/targetGroups\/t_a$/,
    object: true,
  },
  {
    name: 'DELETE a target group',
    methods: ['DELETE'],
    path: /\/networks\/N_2\/sm\/targetGroups\/t_d$/,
    object: true,
  },
  { name: 'POST an admin role', methods: ['POST'], path: /\/organizations\/9001\/sm\/admins\/roles$/ },
  {
    name: 'PUT an admin role',
    methods: ['PUT'],
    path: /\/organizations\/9001\/sm\/admins\/roles\/r1$/,
    object: true,
  },
  {
    name: 'PUT the sentry list',
    methods: ['PUT'],
    path: /\/organizations\/9001\/sm\/sentry\/policies\/assignments$/,
  },
];
