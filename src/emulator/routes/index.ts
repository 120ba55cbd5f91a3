import { activationLockRoutes } from './activation-lock.js';
import { adminRoleRoutes } from './admin-roles.js';
import { changeLogRoutes } from './change-log.js';
import type { RouteHandler } from './context.js';
import { deviceCommandRoutes } from './device-commands.js';
import { deviceReadRoutes } from './device-reads.js';
import { deviceUserRoutes } from './devices-users.js';
import { discoveryRoutes } from './discovery.js';
import { groupPolicyRoutes } from './group-policies.js';
import { profileUserRoutes } from './profiles-users.js';
import { sentryRoutes } from './sentry.js';
import { targetGroupRoutes } from './target-groups.js';
import { trustedAccessRoutes } from './trusted-access.js';
import { vppApnsRoutes } from './vpp-apns.js';
import { wirelessControllerRoutes } from './wireless-controllers.js';

/**
 * The emulated operations, by operationId. Adding one is one entry here (plus its handler); every
 * operation of `operations.ts` without an entry answers 404 "not emulated yet".
 */
export const ROUTE_HANDLERS: Record<string, RouteHandler> = {
  ...discoveryRoutes,
  ...changeLogRoutes,
  ...groupPolicyRoutes,
  ...targetGroupRoutes,
  ...adminRoleRoutes,
  ...sentryRoutes,
  ...deviceUserRoutes,
  ...deviceReadRoutes,
  ...deviceCommandRoutes,
  ...activationLockRoutes,
  ...profileUserRoutes,
  ...trustedAccessRoutes,
  ...vppApnsRoutes,
  ...wirelessControllerRoutes,
};
