import { OPERATIONS, type OperationEntry } from './operations.js';
import type { RouteHandler } from './routes/context.js';

/** One compiled route: the operation, its path split into segments, and its handler if emulated. */
interface CompiledRoute {
  operation: OperationEntry;
  segments: string[];
  handler: RouteHandler | undefined;
}

export interface RouteMatch {
  operation: OperationEntry;
  params: Record<string, string>;
  handler: RouteHandler | undefined;
}

export type MatchResult =
  | { kind: 'match'; match: RouteMatch }
  /** The path exists but not with this method. */
  | { kind: 'method' }
  | { kind: 'none' };

export class Router {
  private readonly routes: CompiledRoute[];

  constructor(handlers: Partial<Record<string, RouteHandler>>) {
    this.routes = OPERATIONS.map((operation) => ({
      operation,
      segments: splitPath(operation.path),
      handler: handlers[operation.operationId],
    }));
  }

  /** Matches a path below `/api/v1`; literal segments win over parameters (`/devices/fields`). */
  match(method: string, path: string): MatchResult {
    const segments = splitPath(path);
    let best: { route: CompiledRoute; params: Record<string, string>; literals: number } | undefined;
    let pathExists = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (params === undefined) continue;
      pathExists = true;
      if (route.operation.method !== method) continue;
      const literals = route.segments.filter((s) => !s.startsWith('{')).length;
      if (best === undefined || literals > best.literals) best = { route, params, literals };
    }
    if (best !== undefined) {
      return {
        kind: 'match',
        match: { operation: best.route.operation, params: best.params, handler: best.route.handler },
      };
    }
    return pathExists ? { kind: 'method' } : { kind: 'none' };
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(template: string[], actual: string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i] ?? '';
    const segment = actual[i] ?? '';
    if (expected.startsWith('{')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
      params[expected.slice(1, -1)] = decoded;
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}
