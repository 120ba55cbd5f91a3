import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { formatScopeString, roleScopeAsTagScope } from '../../src/kinds/index.js';
import { selectDevices, tagScopeOf, type TagScope } from '../../src/kinds/scope-eval.js';
import {
  ROLE_SCOPES,
  TAG_SCOPE_KEYWORDS,
  type RoleScope,
  type TagScopeKeyword,
} from '../../src/model/scope.js';
import { call } from '../helpers/emulator.js';

/** Few tags, with a case variant, so random scopes hit, miss and almost-match often. */
const tag = fc.constantFrom('a', 'b', 'c', 'A', 'kiosk', 'Kiosk');
const tagList = fc.uniqueArray(tag, { maxLength: 4 });
const devices = fc.array(tagList, { maxLength: 14 });
const groupScope = fc.record({ keyword: fc.constantFrom(...TAG_SCOPE_KEYWORDS), tags: tagList });
const roleScope = fc.record({
  scope: fc.constantFrom(...ROLE_SCOPES),
  tags: fc.uniqueArray(tag, { minLength: 1, maxLength: 4 }),
});

interface Case {
  devices: string[][];
  groups: { keyword: TagScopeKeyword; tags: string[] }[];
  roles: { scope: RoleScope; tags: string[] }[];
}

const fleetOf = (tags: string[][]) =>
  tags.map((deviceTags, index) => ({
    id: `d${index}`,
    name: `dev-${index}`,
    serial: `S${index}`,
    tags: deviceTags,
  }));

async function withFleet(input: Case, check: (emulator: RunningEmulator) => Promise<void>): Promise<void> {
  const emulator = await startEmulator({
    port: 0,
    rateLimit: 0,
    seed: {
      organizations: [
        {
          id: '1',
          networks: [
            {
              id: 'N_P',
              devices: fleetOf(input.devices),
              targetGroups: input.groups.map((group, index) => ({
                id: `g${index}`,
                name: `group ${index}`,
                // The write form smform sends: `"withAny, a, b"`, or the keyword alone.
                scope: formatScopeString(group.keyword, group.tags),
              })),
            },
          ],
        },
      ],
    },
  });
  try {
    await check(emulator);
  } finally {
    await emulator.close();
  }
}

/** Ids of the devices `getNetworkSmDevices` returns for a `scope[]` filter. */
async function filtered(emulator: RunningEmulator, scope: TagScope): Promise<string[]> {
  const query = new URLSearchParams(
    [scope.keyword, ...scope.tags].map((value): [string, string] => ['scope[]', value]),
  );
  const answer = await call(emulator, 'GET', `/networks/N_P/sm/devices?${query.toString()}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { id: string }[]).map((device) => device.id);
}

const expectedIds = (scope: TagScope, tags: string[][]): string[] =>
  selectDevices(scope, fleetOf(tags)).map((device) => device.id);

describe('the evaluator agrees with the emulator', () => {
  it('on withDetails device ids and on the scope[] filter, for random tags and scopes (200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          devices,
          groups: fc.array(groupScope, { minLength: 1, maxLength: 4 }),
          roles: fc.array(roleScope, { maxLength: 2 }),
        }),
        (input: Case) =>
          withFleet(input, async (emulator) => {
            const answer = await call(emulator, 'GET', '/networks/N_P/sm/targetGroups?withDetails=true');
            const details = answer.body as { name: string; deviceIds: string[] }[];
            for (const [index, group] of input.groups.entries()) {
              const scope = tagScopeOf(group.keyword, group.tags);
              const expected = expectedIds(scope, input.devices);
              expect(details.find((entry) => entry.name === `group ${index}`)?.deviceIds).toEqual(expected);
              expect(await filtered(emulator, scope)).toEqual(expected);
            }
            for (const role of input.roles) {
              // A role's scope, read through role-scope.ts, filters like its tag-scope keyword.
              const scope = tagScopeOf(role.scope, role.tags);
              expect(scope.keyword).toBe(roleScopeAsTagScope(role.scope));
              expect(await filtered(emulator, scope)).toEqual(expectedIds(scope, input.devices));
            }
          }),
      ),
      { numRuns: 200 },
    );
  });
});
