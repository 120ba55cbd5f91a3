import { describe, expect, it } from 'vitest';
import { executeOperations } from '../../src/applier/execute.js';
import { buildWriteSteps } from '../../src/applier/operations.js';
import type { KindSpec, KindWriteCall } from '../../src/kinds/kind-spec.js';
import { Operation } from '../../src/kinds/operations.js';
import { targetGroupKind } from '../../src/kinds/registry.js';
import type { Change, Kind } from '../../src/model/plan.js';
import { ownerOf } from '../../src/model/scope-address.js';
import { serveKind } from '../helpers/kind-server.js';

/*
 * A kind of shape `own` the applier has never heard of: each change is one add request and one delete
 * request of its network. The applier must send every add of the organization first and hold back a
 * network's delete when that network's add failed, from the spec's `order` and `ownerKey` alone.
 */

const TOY = 'toyMembers' as Kind;

const toyCalls = (changes: readonly Change[]): KindWriteCall[] => {
  const networkOf = (change: Change) => change.networkId ?? '';
  const calls = (order: 'add' | 'delete'): KindWriteCall[] =>
    changes.map((change) => ({
      change,
      order,
      ownerKey: ownerOf('network', networkOf(change)),
      action: 'update',
      request:
        order === 'add'
          ? {
              operationId: Operation.createTargetGroup,
              params: { networkId: networkOf(change), name: 'joined', scope: 'all' },
            }
          : {
              operationId: Operation.deleteTargetGroup,
              params: { networkId: networkOf(change), targetGroupId: 'left' },
            },
      check: () => undefined,
      names: { what: `${order} members`, names: [networkOf(change)] },
    }));
  // Deletes listed first: the order between add and delete is the applier's to keep, not the list's.
  return [...calls('delete'), ...calls('add')];
};

const toySpec: KindSpec = { ...targetGroupKind, kind: TOY, shape: 'own', writeCalls: toyCalls };

const change = (networkId: string): Change => ({
  address: `network/${networkId}/toyMembers/m`,
  kind: TOY,
  action: 'update',
  orgId: 'O_1',
  networkId,
  before: { members: ['a'] },
  after: { members: ['b'] },
  fieldChanges: [],
  liveFingerprint: 'sha256:0',
});

describe('the applier runs a kind of shape own from its spec’s requests', () => {
  const log: string[] = [];
  const served = serveKind(toySpec, (request, response) => {
    request.resume();
    request.on('end', () => {
      const url = request.url ?? '';
      log.push(`${request.method ?? ''} ${url.replace(/^\/api\/v1/, '')}`);
      // Network N_2's add fails: its delete must not go out.
      if (request.method === 'POST' && url.includes('/networks/N_2/')) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: ['members are locked'] }));
        return;
      }
      response.writeHead(request.method === 'DELETE' ? 204 : 201, { 'content-type': 'application/json' });
      response.end(request.method === 'DELETE' ? '' : JSON.stringify({ id: 'j1', name: 'joined' }));
    });
  });

  it('sends every add before any delete and holds back the delete of a network whose add failed', async () => {
    const { client } = served;
    const steps = buildWriteSteps(
      [change('N_1'), change('N_2')],
      client,
      () => Promise.reject(new Error('an own kind reads nothing before its writes')),
      undefined,
      () => false,
    );
    const problems: string[] = [];
    await executeOperations(steps, {
      client,
      concurrency: 1,
      onProblem: (address, message) => problems.push(`${address}: ${message}`),
    });
    expect(log).toEqual([
      'POST /networks/N_1/sm/targetGroups',
      'POST /networks/N_2/sm/targetGroups',
      'DELETE /networks/N_1/sm/targetGroups/left',
    ]);
    expect(steps.map((step) => [step.result.names?.what, step.result.status, step.result.message])).toEqual([
      ['delete members', 'done', undefined],
      ['delete members', 'skipped', 'skipped because update network/N_2/toyMembers/m failed'],
      ['add members', 'done', undefined],
      ['add members', 'failed', '400 members are locked'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the applier checks each answer of an own kind with the spec’s own check', () => {
  const CHECKED = 'toyChecked' as Kind;
  // The answer's name is what the add should have joined: any other is a problem to report.
  const checkedCalls = (changes: readonly Change[]): KindWriteCall[] =>
    toyCalls(changes)
      .filter((call) => call.order === 'add')
      .map((call) => ({
        ...call,
        check: (response: unknown) => {
          const name = (response as { name?: unknown } | null)?.name;
          return name === 'joined' ? undefined : `the answer joined ${String(name)}, not joined`;
        },
      }));
  const checkedSpec: KindSpec = { ...targetGroupKind, kind: CHECKED, shape: 'own', writeCalls: checkedCalls };
  const served = serveKind(checkedSpec, (request, response) => {
    request.resume();
    request.on('end', () => {
      const name = (request.url ?? '').includes('/networks/N_2/') ? 'someone else' : 'joined';
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'j1', name }));
    });
  });

  it('reports the answer the check refuses, by address, and keeps the write done', async () => {
    const changes = [change('N_1'), change('N_2')].map((c) => ({ ...c, kind: CHECKED }));
    const steps = buildWriteSteps(
      changes,
      served.client,
      () => Promise.reject(new Error('an own kind reads nothing before its writes')),
      undefined,
      () => false,
    );
    const problems: string[] = [];
    await executeOperations(steps, {
      client: served.client,
      concurrency: 1,
      onProblem: (address, message) => problems.push(`${address}: ${message}`),
    });
    expect(steps.map((step) => step.result.status)).toEqual(['done', 'done']);
    expect(problems).toEqual(['network/N_2/toyMembers/m: the answer joined someone else, not joined']);
  });
});
