import type { ProgressEvent } from '../workflows/progress.js';
import { movedCount } from './html/moved.js';

/*
 * The machine-readable event stream (`--events FILE`): one JSON object per line, made from the same
 * progress events the text progress draws. Its shape is schemas/events.schema.json; `v` is its version
 * (a new field or event type keeps it; a renamed or removed one changes it).
 */

export const EVENTS_VERSION = '1';

/** An event's own fields, before the stream adds `v`, `seq` and `at`. */
export type EventBody = { type: string } & Record<string, unknown>;

/** Run totals, counted from the events as they pass, for the closing `summary` event. */
export interface EventTotals {
  scopesRead: number;
  devicesRead: number;
  changesPlanned: number;
  refused: number;
  writes: { done: number; failed: number; skipped: number };
  retries: number;
  waitedMs: number;
  warnings: number;
}

export function emptyTotals(): EventTotals {
  return {
    scopesRead: 0,
    devicesRead: 0,
    changesPlanned: 0,
    refused: 0,
    writes: { done: 0, failed: 0, skipped: 0 },
    retries: 0,
    waitedMs: 0,
    warnings: 0,
  };
}

function optional<T>(key: string, value: T | undefined): Record<string, T> {
  return value === undefined ? {} : { [key]: value };
}

/** The stream's events for one progress event (none, one or many), counting them into `totals`. */
export function eventsOf(event: ProgressEvent, totals: EventTotals): EventBody[] {
  switch (event.type) {
    case 'scope-read-started':
      return [{ type: 'read_started', orgId: event.scope.orgId, lists: event.lists }];
    case 'list-read':
      totals.scopesRead += 1;
      return [{ type: 'scope_read', orgId: event.orgId, scope: event.scope }];
    case 'scope-read-done':
      return [{ type: 'read_done', orgId: event.scope.orgId }];
    case 'devices-read-started':
      return [{ type: 'devices_read_started', networks: event.total }];
    case 'devices-network-read':
      totals.devicesRead += event.devices;
      return [{ type: 'devices_read', networkId: event.networkId, devices: event.devices }];
    case 'devices-read-done':
      return [{ type: 'devices_read_done', devices: event.devices }];
    case 'planned': {
      const refusedBy = new Map<string, string[]>();
      for (const refusal of event.refusals)
        refusedBy.set(refusal.address, [...(refusedBy.get(refusal.address) ?? []), refusal.rule]);
      const changes = event.plan.changes.filter((change) => change.action !== 'noop');
      totals.changesPlanned += changes.length;
      totals.refused += event.refusals.length;
      return [
        ...changes.map((change) => ({
          type: 'change_planned',
          address: change.address,
          kind: change.kind,
          action: change.action,
          orgId: change.orgId,
          refused: refusedBy.get(change.address) ?? [],
          ...optional('devicesMoved', change.devices === undefined ? undefined : movedCount(change.devices)),
        })),
        {
          type: 'plan_made',
          ...event.plan.summary,
          refusals: event.refusals.length,
          planHash: event.plan.planHash,
        },
      ];
    }
    case 'writes-begin':
      return [{ type: 'writes_started' }];
    case 'write-started':
      return [{ type: 'write_started', addresses: [...event.addresses] }];
    case 'write-done': {
      const { result } = event;
      totals.writes[result.status] += 1;
      return [
        {
          type: result.status === 'failed' ? 'write_failed' : 'write_done',
          addresses: [...event.addresses],
          kind: result.kind,
          action: result.action,
          orgId: result.orgId,
          operationId: result.operationId,
          status: result.status,
          ...optional('id', result.id),
          ...optional('message', result.message),
          ...optional(
            'durationMs',
            event.durationMs === undefined ? undefined : Math.round(event.durationMs),
          ),
        },
      ];
    }
    case 'wait':
      totals.retries += 1;
      totals.waitedMs += event.waitMs;
      return [
        {
          type: 'retry_waited',
          operationId: event.operationId,
          ...optional('orgId', event.orgId),
          waitMs: event.waitMs,
          attempt: event.attempt,
          maxAttempts: event.maxAttempts,
          ...optional('status', event.status),
          ...optional('failure', event.failure),
        },
      ];
    case 'retry':
      return [];
    case 'warning':
      totals.warnings += 1;
      return [
        {
          type: 'warning',
          severity: event.diagnostic.severity,
          code: event.diagnostic.code,
          message: event.diagnostic.message,
        },
      ];
  }
}

/** The last event: what the run did, counted from its events. */
export function summaryEvent(totals: EventTotals, elapsedMs: number): EventBody {
  return { type: 'summary', elapsedMs, ...totals, writes: { ...totals.writes } };
}
