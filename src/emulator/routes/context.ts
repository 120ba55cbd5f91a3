import type { Behaviour } from '../behaviour.js';
import type { Query } from '../http.js';
import type { LinkContext } from '../paging.js';
import type { NetworkState, OrganizationState, Store } from '../store.js';

/** What a route handler gets: the resolved organization (and network), parameters and parsed body. */
export interface RouteContext {
  store: Store;
  params: Record<string, string>;
  query: Query;
  /** The parsed JSON body, undefined when there was none. */
  body: unknown;
  org: OrganizationState;
  /** Set for `/networks/{networkId}/...` paths. */
  network: NetworkState | undefined;
  /** Milliseconds from the emulator clock. */
  now: number;
  links: LinkContext;
  /** The switches for behaviours no source settles (`--echo`, `--sentry-priority`, `--sentry-envelope`). */
  behaviour: Behaviour;
}

export interface RouteResult {
  status: number;
  /** JSON-encoded when present; a 204 has none. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Handlers are synchronous and throw `ApiFailure` for error answers. */
export type RouteHandler = (context: RouteContext) => RouteResult;

export function requireNetwork(context: RouteContext): NetworkState {
  if (context.network === undefined) throw new Error('route needs a network path');
  return context.network;
}

export function param(context: RouteContext, name: string): string {
  const value = context.params[name];
  if (value === undefined) throw new Error(`route has no path parameter ${name}`);
  return value;
}
