import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS } from '../../src/client/operations.js';
import { OPERATION_DOCS } from '../../src/client/operation-docs.js';
import { generateOperationDocsSource, generateOperationsSource } from '../tools/generate-operations.js';

const referencePath = fileURLToPath(new URL('../../spec/operations.json', import.meta.url));
const tablePath = fileURLToPath(new URL('../../src/client/operations.ts', import.meta.url));

const docsPath = fileURLToPath(new URL('../../src/client/operation-docs.ts', import.meta.url));

async function generated(generate: (raw: unknown) => string, path: string): Promise<string> {
  const source = generate(JSON.parse(readFileSync(referencePath, 'utf8')));
  const config = await prettier.resolveConfig(path);
  return prettier.format(source, { ...config, filepath: path });
}

describe('operation table', () => {
  it('equals what the generator makes of spec/operations.json', async () => {
    const expected = await generated(generateOperationsSource, tablePath);
    if (process.env['SMFORM_REGENERATE'] === '1') writeFileSync(tablePath, expected);
    expect(readFileSync(tablePath, 'utf8')).toBe(expected);
  });

  it('keeps the parameter descriptions (for `smform api OPERATION --help`) equal to the generator output', async () => {
    const expected = await generated(generateOperationDocsSource, docsPath);
    if (process.env['SMFORM_REGENERATE'] === '1') writeFileSync(docsPath, expected);
    expect(readFileSync(docsPath, 'utf8')).toBe(expected);
    expect(OPERATION_DOCS.getNetworkSmDevices['perPage']).toMatch(/Acceptable range is 3 - 1000/);
    expect(OPERATION_DOCS.updateNetworkSmDevicesFields['deviceFields.notes']).toBe(
      'New notes for the device',
    );
  });

  it('names where each operation comes from', () => {
    const raw = JSON.parse(readFileSync(referencePath, 'utf8')) as {
      operationId: string;
      sources?: unknown;
    }[];
    for (const op of raw) {
      expect(Array.isArray(op.sources) && op.sources.length > 0, op.operationId).toBe(true);
    }
  });

  it('holds the 64 operations and the 3 discovery operations, each keyed by its own id', () => {
    expect(OPERATION_IDS).toHaveLength(67);
    expect(OPERATION_IDS).toEqual(
      expect.arrayContaining(['getOrganizations', 'getOrganizationNetworks', 'getNetwork']),
    );
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
