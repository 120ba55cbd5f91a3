// The Dashboard API client: operation table, validation, paging, resilience. Re-exports only.
export { ApiError, type ApiErrorDetails } from './api-error.js';
export { createClient } from './client.js';
export {
  DEFAULT_BASE_URL,
  DEFAULT_MAX_PAGES,
  DEFAULT_MAX_RESPONSE_BYTES,
  type CallOptions,
  type ClientOptions,
  type DashboardClient,
  type TypedDashboardClient,
  type LinkFollowing,
  type PageOptions,
} from './client-types.js';
export type { RequestLogEntry, RetryWait } from './exchange-context.js';
export type {
  BodyParamSpec,
  HttpMethod,
  OperationSpec,
  ParamType,
  QueryParamSpec,
  ResponseEnvelope,
} from './operation-spec.js';
export {
  OPERATION_IDS,
  OPERATIONS,
  type OperationId,
  type OperationParams,
  type OperationResponses,
} from './operations.js';
export { linkFor, mergePages, parseLinkHeader, type WebLink } from './paging.js';
export { DEFAULT_RESILIENCE_POLICY, type ResiliencePolicy } from './policy.js';
export type { CallCounts, ClientStats } from './stats.js';
export { isMerakiApiHost, MERAKI_API_HOSTS } from './hosts.js';
export {
  TransportError,
  UndiciTransport,
  type HttpRequest,
  type HttpResponse,
  type ProxySettings,
  type Transport,
  type TransportFailure,
  type TransportOptions,
} from './transport.js';
export type { LooseParams } from './typed.js';
export { validateParams } from './validate.js';
