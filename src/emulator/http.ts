/** Request parsing and error answers shared by every route. */

/** Thrown by routes to answer with an `{"errors": [...]}` body, the API's error envelope. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: string | string[], headers: Record<string, string> = {}) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list.join('; '));
    this.name = 'ApiFailure';
    this.status = status;
    this.errors = list;
    this.headers = headers;
  }
}

export function badRequest(errors: string | string[]): ApiFailure {
  return new ApiFailure(400, errors);
}

export function notFound(message: string): ApiFailure {
  return new ApiFailure(404, message);
}

/**
 * Query parameters by name. `x[]=`, `x%5B%5D=` and plain repeated `x=` all land under `x`, so routes
 * never care which array style a client used.
 */
export type Query = Map<string, string[]>;

export function parseQuery(search: string): Query {
  const query: Query = new Map();
  for (const [rawName, value] of new URLSearchParams(search)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const values = query.get(name);
    if (values === undefined) query.set(name, [value]);
    else values.push(value);
  }
  return query;
}

export function queryArray(query: Query, name: string): string[] | undefined {
  return query.get(name);
}

export function queryString(query: Query, name: string): string | undefined {
  const values = query.get(name);
  return values === undefined ? undefined : values[values.length - 1];
}

/** Booleans are read case-insensitively (`true`, `True`, `TRUE`), as older SDKs send Python's `True`. */
export function queryBoolean(query: Query, name: string): boolean | undefined {
  const value = queryString(query, name);
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw badRequest(`'${name}' must be a boolean (true or false)`);
}

/** The parsed JSON request body; `undefined` when the request carried none. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The body of a write that requires one: an object, else 400. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) throw badRequest('A JSON request body is required');
  if (!isRecord(body)) throw badRequest('The request body must be a JSON object');
  return body;
}

/** The body of a write whose body is optional: an object or nothing. */
export function optionalObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!isRecord(body)) throw badRequest('The request body must be a JSON object');
  return body;
}
