import { defined } from '../canonical/defined.js';
import type { ApplyResult, WriteResult } from '../applier/index.js';
import type { ClientStats } from '../client/index.js';

/** One planned change as `apply --output json` reports it (docs/workflow.md, "apply --output json"). */
export interface AppliedChange {
  address: string;
  kind: WriteResult['kind'];
  action: WriteResult['action'];
  status: WriteResult['status'];
  orgId: string;
  operationId: string;
  /** The live id after the write (a create's new id). */
  id?: string;
  /** For `failed`: the API's message. */
  error?: string;
  /** For `skipped`: why it was not sent. */
  reason?: string;
  /** Refused without sending: it moved since the plan (exit 5). */
  stale?: true;
  adopted?: 'as-is' | 'updated';
  resolvedByLookup?: true;
}

/** The apply as one JSON document: every change (one entry per address), the re-read's problems, the API counts. */
export function renderApplyJson(result: ApplyResult, stats: ClientStats | undefined): string {
  const document = {
    ok: result.ok,
    interrupted: result.interrupted,
    startedAt: result.startedAt,
    finishedAt: result.finishedAt,
    changes: result.writes.flatMap((op) => op.addresses.map((address, i) => changeOf(address, i, op))),
    verification: result.verification,
    ...defined({ api: stats }),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function changeOf(address: string, index: number, op: WriteResult): AppliedChange {
  return {
    address,
    kind: op.kind,
    action: op.actions?.[index] ?? op.action,
    status: op.status,
    orgId: op.orgId,
    operationId: op.operationId,
    ...defined({ id: op.id }),
    ...(op.message !== undefined && op.status === 'failed' ? { error: op.message } : {}),
    ...(op.message !== undefined && op.status !== 'failed' ? { reason: op.message } : {}),
    ...(op.stale === true ? { stale: true as const } : {}),
    ...defined({ adopted: op.adopted }),
    ...(op.resolvedByLookup === true ? { resolvedByLookup: true as const } : {}),
  };
}
