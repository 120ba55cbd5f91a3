import { adminRoleRoutes } from './admin-roles.js';
import type { RouteHandler } from './context.js';
import { deviceUserRoutes } from './devices-users.js';
import { sentryRoutes } from './sentry.js';
import { targetGroupRoutes } from './target-groups.js';

/**
 * The emulated operations, by operationId. Adding one is one entry here (plus its handler); every
 * operation of `operations.ts` without an entry answers 404 "not emulated yet".
 */
export const ROUTE_HANDLERS: Record<string, RouteHandler> = {
  ...targetGroupRoutes,
  ...adminRoleRoutes,
  ...sentryRoutes,
  ...deviceUserRoutes,
};
