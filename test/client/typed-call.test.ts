import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type DashboardClient, type OperationResponses } from '../../src/client/index.js';
import {
  fakeClock,
  reply,
  startScriptedServer,
  testPolicy,
  type ScriptedServer,
} from './helpers/scripted-server.js';

describe('invoke: calls typed per operation', () => {
  let server: ScriptedServer;
  let client: DashboardClient;
  beforeAll(async () => {
    server = await startScriptedServer((req, res) =>
      req.method === 'GET'
        ? reply(res, 200, [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'], extra: true }])
        : reply(res, 201, { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: [] }),
    );
    client = createClient({ apiKey: 'test-key', baseUrl: server.baseUrl, policy: testPolicy(fakeClock()) });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('types parameters and responses from the operation table', async () => {
    const groups = await client.invoke('getNetworkSmTargetGroups', { networkId: 'N_1', withDetails: false });
    expectTypeOf(groups).toEqualTypeOf<OperationResponses['getNetworkSmTargetGroups']>();
    expectTypeOf(groups[0]?.name).toEqualTypeOf<string | undefined>();
    expect(groups[0]?.name).toBe('Kiosks');

    const role = await client.invoke('createOrganizationSmAdminsRole', {
      organizationId: 'O_1',
      name: 'Helpdesk',
    });
    expectTypeOf(role.roleId).toEqualTypeOf<string | undefined>();
    expect(role.roleId).toBe('r1');

    // Compile-time checks: a missing required parameter and a wrongly typed one do not type-check.
    const typeErrors = async (): Promise<void> => {
      // @ts-expect-error networkId is required
      await client.invoke('getNetworkSmTargetGroups', {});
      // @ts-expect-error withDetails is a boolean
      await client.invoke('getNetworkSmTargetGroups', { networkId: 'N_1', withDetails: 'yes' });
    };
    expect(typeof typeErrors).toBe('function');
  });
});
