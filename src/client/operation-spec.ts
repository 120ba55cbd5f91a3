/** The shape of one row of the operation table (`operations.ts`, generated from operations.json). */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/**
 * How a successful body looks: a bare list, one object, an `{items, meta}` envelope, an array of such
 * envelopes (as the spec writes sentry byNetwork and failover history), no body (204), or unspecified.
 */
export type ResponseEnvelope = 'array' | 'object' | 'envelope' | 'envelope-array' | 'empty' | 'unspecified';

/** Constraints shared by query and body parameters. */
export interface ParamConstraints {
  readonly type: ParamType;
  /** Element type of an array parameter. */
  readonly itemType?: ParamType;
  readonly enum?: readonly (string | number)[];
  /** For `scope[]`-style arrays: the first element is a keyword from this list, the rest are tags. */
  readonly firstElementEnum?: readonly string[];
  /** For comma-separated scope strings (`"withAny, a, b"`): the first token is a keyword from this list. */
  readonly leadingKeywordEnum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface QueryParamSpec extends ParamConstraints {
  readonly name: string;
  /** The name on the wire; arrays carry `[]` (`serials[]`). */
  readonly wireName: string;
  readonly array: boolean;
  readonly default?: string | number | boolean;
}

export interface BodyParamSpec extends ParamConstraints {
  readonly name: string;
  readonly required: boolean;
  /** Fields of an object parameter, or of each element of an array of objects. */
  readonly properties?: readonly BodyParamSpec[];
}

export interface OperationSpec {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path template under the base URL, e.g. `/networks/{networkId}/sm/targetGroups`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly QueryParamSpec[];
  readonly bodyParams: readonly BodyParamSpec[];
  readonly requestBodyRequired: boolean;
  readonly paged: boolean;
  /** Default and maximum `perPage` of a paged operation. */
  readonly perPage?: { readonly default: number; readonly maximum: number };
  readonly successStatus: number;
  readonly responseEnvelope: ResponseEnvelope;
  readonly summary: string;
}
