import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS } from '../../src/client/operations.js';
import { generateOperationsSource } from '../tools/generate-operations.js';

const referencePath = fileURLToPath(new URL('../../../shared/api/operations.json', import.meta.url));
const tablePath = fileURLToPath(new URL('../../src/client/operations.ts', import.meta.url));
const hasReference = existsSync(referencePath);

async function generatedTable(): Promise<string> {
  const source = generateOperationsSource(JSON.parse(readFileSync(referencePath, 'utf8')));
  const config = await prettier.resolveConfig(tablePath);
  return prettier.format(source, { ...config, filepath: tablePath });
}

describe('operation table', () => {
  it.skipIf(!hasReference)(
    `equals what the generator makes of operations.json${hasReference ? '' : ' (SKIPPED: ../shared/api/operations.json not found)'}`,
    async () => {
      const expected = await generatedTable();
      if (process.env['SMFORM_REGENERATE'] === '1') writeFileSync(tablePath, expected);
      expect(readFileSync(tablePath, 'utf8')).toBe(expected);
    },
  );

  it('holds all 64 operations, each keyed by its own id', () => {
    expect(OPERATION_IDS).toHaveLength(64);
    for (const id of OPERATION_IDS) expect(OPERATIONS[id].operationId).toBe(id);
  });

  it('records wire names, paging defaults and success statuses', () => {
    const devices = OPERATIONS.getNetworkSmDevices;
    expect(devices.queryParams.find((q) => q.name === 'scope')).toMatchObject({
      wireName: 'scope[]',
      array: true,
      firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
    });
    expect(devices.perPage).toEqual({ default: 1000, maximum: 1000 });
    expect(OPERATIONS.getOrganizationSmAdminsRoles).toMatchObject({
      paged: true,
      perPage: { default: 50, maximum: 1000 },
      responseEnvelope: 'envelope',
    });
    expect(OPERATIONS.getOrganizationSmSentryPoliciesAssignmentsByNetwork.responseEnvelope).toBe(
      'envelope-array',
    );
    expect(OPERATIONS.createNetworkSmTargetGroup.successStatus).toBe(201);
    expect(OPERATIONS.deleteOrganizationSmAdminsRole).toMatchObject({ successStatus: 204, method: 'DELETE' });
    expect(OPERATIONS.createNetworkSmTargetGroup.bodyParams.find((b) => b.name === 'scope')).toMatchObject({
      leadingKeywordEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
    });
    const sentryPut = OPERATIONS.updateOrganizationSmSentryPoliciesAssignments.bodyParams[0];
    expect(sentryPut?.properties?.map((p) => p.name)).toEqual(['networkId', 'policies']);
  });
});
