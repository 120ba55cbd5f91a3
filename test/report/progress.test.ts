import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { WriteResult } from '../../src/applier/index.js';
import { renderReadCounter, renderWaitNotice, renderWriteDone } from '../../src/report/progress.js';

/** docs/workflow.md, "Progress on stderr": its example lines are what the renderers print. */
async function section(): Promise<string> {
  const doc = await readFile(new URL('../../docs/workflow.md', import.meta.url), 'utf8');
  return doc.slice(doc.indexOf('\n## Progress on stderr\n'), doc.indexOf('\n## Exit codes\n'));
}

const row = (result: Partial<WriteResult> & Pick<WriteResult, 'action' | 'status'>): WriteResult => ({
  addresses: ['network/N_1/targetGroup/Kiosks'],
  kind: 'targetGroup',
  orgId: '549236',
  operationId: 'op',
  ...result,
});

describe('progress lines (report/progress.ts)', () => {
  it('prints the lines docs/workflow.md shows', async () => {
    const text = await section();
    const lines = [
      renderWriteDone(
        row({
          action: 'create',
          status: 'done',
          id: '1284392014820',
          addresses: ['network/N_1/targetGroup/Laptops'],
        }),
        200,
        { color: false },
      ),
      renderWriteDone(row({ action: 'update', status: 'done' }), 100, { color: false }),
      renderWriteDone(
        row({ action: 'delete', status: 'done', addresses: ['network/N_1/targetGroup/Stray'] }),
        120,
        {
          color: false,
        },
      ),
      renderWriteDone(
        row({
          action: 'create',
          status: 'failed',
          message: '400 Name is reserved',
          addresses: ['network/N_2/targetGroup/Broken'],
        }),
        90,
        { color: false },
      ),
      renderWriteDone(
        row({
          action: 'delete',
          status: 'skipped',
          message: 'skipped because create network/N_2/targetGroup/Broken failed',
          addresses: ['network/N_2/targetGroup/Old'],
        }),
        undefined,
        { color: false },
      ),
      renderWaitNotice({
        operationId: 'getNetworkSmTargetGroups',
        orgId: '549236',
        waitMs: 3000,
        attemptMs: 40,
        attempt: 2,
        maxAttempts: 5,
        status: 429,
      }),
      `${renderReadCounter(37, 120, 'scopes')}\n`,
      `${renderReadCounter(3, 40, 'networks')}\n`,
    ];
    for (const line of lines) expect(text).toContain(line.trimEnd());
  });

  it('escapes names and server messages, and names a timeout by its own wait', () => {
    const hostile = renderWriteDone(
      row({
        action: 'delete',
        status: 'failed',
        message: 'no\u001b[2J',
        addresses: ['network/N_1/targetGroup/A\u001b]8;;x'],
      }),
      50,
      { color: false },
    );
    expect(hostile).toBe('! failed to delete network/N_1/targetGroup/A\\u001b]8;;x: no\\u001b[2J 0.1s\n');
    expect(
      renderWaitNotice({
        operationId: 'getOrganizations',
        waitMs: 1500,
        attemptMs: 30000,
        attempt: 3,
        maxAttempts: 5,
        failure: 'timeout',
      }),
    ).toBe('the API: getOrganizations timed out after 30s; waiting 1.5s before attempt 3/5\n');
    const sentry = renderWriteDone(
      row({
        action: 'update',
        status: 'done',
        kind: 'sentry',
        addresses: ['org/1/sentry/N_1', 'org/1/sentry/N_2'],
      }),
      300,
      { color: false },
    );
    expect(sentry).toBe('~ updated org/1/sentry/N_1 0.3s\n~ updated org/1/sentry/N_2 (same PUT)\n');
    // One PUT that creates one network's list and updates another's: each line says what the plan said.
    const mixed = renderWriteDone(
      row({
        action: 'update',
        actions: ['update', 'create'],
        status: 'done',
        kind: 'sentry',
        addresses: ['org/1/sentry/N_1', 'org/1/sentry/N_2'],
      }),
      300,
      { color: false },
    );
    expect(mixed).toBe('~ updated org/1/sentry/N_1 0.3s\n+ created org/1/sentry/N_2 (same PUT)\n');
  });
});
