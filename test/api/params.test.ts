import { describe, expect, it } from 'vitest';
import { parseParams } from '../../src/cli/commands/api-params.js';
import { OPERATIONS } from '../../src/client/index.js';

describe('parseParams', () => {
  it('takes camelCase, snake_case and wire names, and types values by the table', () => {
    const { params, problems } = parseParams(OPERATIONS.getNetworkSmDevices, [
      'network_id=N_1',
      'per_page=50',
      'serials[]=Q1,Q2',
      'serials=Q3',
      'scope=withAny, kiosk',
    ]);
    expect(problems).toEqual([]);
    expect(params).toEqual({
      networkId: 'N_1',
      perPage: 50,
      serials: ['Q1', 'Q2', 'Q3'],
      scope: ['withAny', 'kiosk'],
    });
  });

  it('reads booleans, JSON arrays, objects and object members', () => {
    expect(
      parseParams(OPERATIONS.getNetworkSmTargetGroups, ['networkId=N', 'withDetails=TRUE']).params,
    ).toEqual({
      networkId: 'N',
      withDetails: true,
    });
    expect(parseParams(OPERATIONS.modifyNetworkSmDevicesTags, ['tags=["a,b","c"]']).params).toEqual({
      tags: ['a,b', 'c'],
    });
    expect(
      parseParams(OPERATIONS.updateNetworkSmDevicesFields, [
        'deviceFields={"name":"A"}',
        'deviceFields.notes=n',
      ]).params,
    ).toEqual({
      deviceFields: { name: 'A', notes: 'n' },
    });
  });

  it('leaves unconvertible values and unknown names for the validator, and reports words it cannot read', () => {
    const parsed = parseParams(OPERATIONS.getNetworkSmDevices, [
      'perPage=ten',
      'colour=red',
      'perPage',
      'networkId=a',
      'networkId=b',
    ]);
    expect(parsed.params).toEqual({ perPage: 'ten', colour: 'red', networkId: 'a' });
    expect(parsed.problems).toEqual([
      "'perPage' is not name=value (e.g. networkId=N_1 or serials=Q1,Q2)",
      "'networkId' was given twice; it takes one value",
    ]);
  });

  it('lets name=value words override --input members', () => {
    const { params } = parseParams(OPERATIONS.modifyNetworkSmDevicesTags, ['updateAction=delete', 'ids=d2'], {
      updateAction: 'add',
      ids: ['d1'],
      tags: ['x'],
    });
    expect(params).toEqual({ updateAction: 'delete', ids: ['d2'], tags: ['x'] });
  });
});
