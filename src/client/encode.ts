import type { OperationSpec } from './operation-spec.js';

export interface EncodedRequest {
  /** Path under the base URL with path parameters filled in and URL-encoded; no query string. */
  path: string;
  /** The query string without `?`, possibly empty. */
  query: string;
  /** The JSON body, or undefined when the request carries none. */
  body: string | undefined;
}

/**
 * Turns validated params into the wire request: path parameters URL-encoded into the template, array query
 * parameters as repeated `name[]=`, booleans as `true`/`false`, body fields as a JSON object.
 */
export function encodeRequest(spec: OperationSpec, params: Record<string, unknown>): EncodedRequest {
  const path = spec.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const query of spec.queryParams) {
    const value = params[query.name];
    if (value === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(query.wireName, String(item));
  }
  let body: string | undefined;
  if (spec.bodyParams.length > 0) {
    const fields: Record<string, unknown> = {};
    for (const param of spec.bodyParams) {
      if (params[param.name] !== undefined) fields[param.name] = params[param.name];
    }
    body = JSON.stringify(fields);
  }
  return { path, query: search.toString(), body };
}

/** Adds `perPage` to a paged read that did not set it: the operation's maximum, so reads take few calls. */
export function withDefaultPageSize(
  spec: OperationSpec,
  params: Record<string, unknown>,
): Record<string, unknown> {
  if (spec.perPage === undefined || params['perPage'] !== undefined) return params;
  return { ...params, perPage: spec.perPage.maximum };
}
