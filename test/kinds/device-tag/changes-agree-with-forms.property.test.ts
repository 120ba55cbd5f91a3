import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNetworkTags, plannedTagsOfChanges } from '../../../src/kinds/device-tag/membership.js';
import { diffDeviceTag, planTagChanges } from '../../../src/kinds/device-tag/plan-tags.js';
import type { DesiredDeviceTag, TagDevice } from '../../../src/kinds/device-tag/types.js';

// Code point order: 'B-10' before 'B-2', upper case before lower, U+FFFF before the emoji's surrogates.
const POOL = ['A-1', 'A-2', 'B-1', 'B-10', 'B-2', 'b-1', '\u00e9-1', 'Z-\uffff', 'Z-\u{1F600}'];
const TAGS = ['kiosk', 'lobby', 'loaner'];
const at = { file: 'networks/N_1.yaml', line: 4, column: 7 };

// Serials of one device each in serial order (the usual network), or any serials in any order.
const serials = fc.oneof(
  fc.subarray(POOL, { minLength: 1 }),
  fc.array(fc.constantFrom(...POOL, ''), { minLength: 1, maxLength: 9 }),
);

const network = serials.chain((list) =>
  fc.record({
    devices: fc.tuple(...list.map(() => fc.subarray(TAGS))).map((tags) =>
      list.map((serial, i): TagDevice => ({
        id: `d${i}`,
        name: `Device ${i % 3}`,
        serial,
        tags: tags[i] ?? [],
      })),
    ),
    declared: fc.tuple(
      ...['kiosk', 'lobby'].map((tag) =>
        fc
          .record({ named: fc.shuffledSubarray(list), selects: fc.boolean() })
          .map(({ named, selects }): DesiredDeviceTag => ({
            tag,
            serials: named.map((serial) => ({ serial, source: at })),
            ...(selects ? { match: { withTags: ['loaner'] } } : {}),
            protected: false,
            source: at,
          })),
      ),
    ),
  }),
);

const plan = (devices: TagDevice[], declared: DesiredDeviceTag[]) =>
  planTagChanges('880100', 'N_1', declared, devices, [], { maxDevicePercent: 100 }).changes;

const entries = (planned: Map<string, Map<string, string[]>>) =>
  [...planned].map(([networkId, devices]) => [networkId, [...devices]]);

describe("a plan's tag changes agree with their two canonical forms", () => {
  it('list as field changes the serials that the diff of the two forms finds, in its order', () => {
    fc.assert(
      fc.property(network, ({ devices, declared }) => {
        for (const change of plan(devices, declared)) {
          if (change.before === null || change.after === null) continue;
          expect(change.fieldChanges).toStrictEqual(diffDeviceTag(change.before, change.after));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('give the same tags after the plan as the same changes read back from a plan file', () => {
    fc.assert(
      fc.property(network, ({ devices, declared }) => {
        const changes = plan(devices, declared);
        const fleet = new Map([['N_1', devices]]);
        expect(entries(plannedTagsOfChanges(changes, fleet))).toStrictEqual(
          entries(plannedTagsOfChanges(structuredClone(changes), fleet)),
        );
      }),
      { numRuns: 400 },
    );
  });

  it("plan the same members whichever order the serials are listed in, the network's own included", () => {
    fc.assert(
      fc.property(network, ({ devices, declared }) => {
        const inNetworkOrder = declared.map((tag) => ({
          ...tag,
          serials: [...new Set(devices.map((device) => device.serial))].flatMap((serial) =>
            tag.serials.filter((entry) => entry.serial === serial),
          ),
        }));
        const members = (tags: DesiredDeviceTag[]) =>
          planNetworkTags('N_1', tags, devices).tags.map(({ tag, add, remove }) => ({
            tag,
            add: add.map((device) => device.id),
            remove: remove.map((device) => device.id),
          }));
        expect(members(inNetworkOrder)).toStrictEqual(members(declared));
      }),
      { numRuns: 400 },
    );
  });
});
