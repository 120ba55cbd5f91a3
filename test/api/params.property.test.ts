import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseParams } from '../../src/cli/commands/api-params.js';
import { OPERATION_IDS, OPERATIONS, validateParams } from '../../src/client/index.js';

const names = [
  ...new Set(
    Object.values(OPERATIONS).flatMap((spec) => [
      ...spec.pathParams,
      ...spec.queryParams.flatMap((q) => [q.name, q.wireName]),
      ...spec.bodyParams.map((b) => b.name),
    ]),
  ),
];

const word = fc.oneof(
  fc.tuple(fc.constantFrom(...names), fc.string()).map(([name, value]) => `${name}=${value}`),
  fc
    .tuple(
      fc.constantFrom(...names),
      fc.constantFrom('1', '123456', 'true', '[1,"a"]', '{"name":1}', 'a,b', '', '{'),
    )
    .map(([name, value]) => `${name}=${value}`),
  fc.string(),
);

describe('parseParams and validateParams', () => {
  it('never throw, and a call they accept has every required parameter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPERATION_IDS),
        fc.array(word, { maxLength: 8 }),
        (operationId, words) => {
          const spec = OPERATIONS[operationId];
          const { params, problems } = parseParams(spec, words);
          const invalid = validateParams(spec, params, Date.now());
          if (problems.length === 0 && invalid.length === 0) {
            for (const name of spec.pathParams) expect(typeof params[name]).toBe('string');
            for (const body of spec.bodyParams) if (body.required) expect(params[body.name]).toBeDefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
