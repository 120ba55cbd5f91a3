import { describe, expect, it } from 'vitest';
import { adoptionOf, KIND_ADOPTIONS } from '../../src/cloud-to-code/kinds.js';
import { KINDS, kindSpec } from '../../src/kinds/registry.js';

describe('how adopt takes each kind', () => {
  it('every built-in kind has an adoption or gives, in its spec, the reason adopt leaves it alone', () => {
    const neither = KINDS.filter(
      (kind) => !Object.hasOwn(KIND_ADOPTIONS, kind) && (kindSpec(kind).notAdopted ?? '') === '',
    );
    expect(neither).toEqual([]);
  });

  it('refuses device tags with the reason the device-tag spec gives', () => {
    expect(adoptionOf('deviceTag')).toBe(
      'adopt does not edit deviceTags: change the serials or selectors of the tag in the config',
    );
    expect(typeof adoptionOf('targetGroup')).toBe('object');
  });
});
