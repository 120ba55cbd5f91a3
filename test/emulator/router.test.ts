import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/emulator/operations.js';
import type { RouteHandler } from '../../src/emulator/routes/context.js';
import { Router } from '../../src/emulator/router.js';

function concrete(path: string): string {
  return path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => `${name}-1`);
}

describe('router', () => {
  it('routes each of the 70 operations to itself; literal segments win over parameters', () => {
    expect(OPERATIONS).toHaveLength(70);
    const router = new Router({});
    for (const operation of OPERATIONS) {
      const result = router.match(operation.method, concrete(operation.path));
      expect(result.kind, operation.operationId).toBe('match');
      if (result.kind === 'match') {
        expect(result.match.operation.operationId).toBe(operation.operationId);
        expect(result.match.handler).toBeUndefined();
      }
    }
  });

  it('decodes path parameters and hands over the registered handler', () => {
    const handler: RouteHandler = () => ({ status: 200 });
    const router = new Router({ getNetworkSmTargetGroup: handler });
    const result = router.match('GET', '/networks/N%2F1/sm/targetGroups/42');
    expect(result).toEqual({
      kind: 'match',
      match: {
        operation: expect.objectContaining({ operationId: 'getNetworkSmTargetGroup' }) as unknown,
        params: { networkId: 'N/1', targetGroupId: '42' },
        handler,
      },
    });
  });

  it('tells a known path with another method from an unknown path', () => {
    const router = new Router({});
    expect(router.match('PATCH', '/organizations/1/sm/admins/roles').kind).toBe('method');
    expect(router.match('GET', '/organizations/1/sm/nothing').kind).toBe('none');
  });
});
