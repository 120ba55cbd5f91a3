import { describe, expect, it } from 'vitest';
import {
  objectAddress,
  ownerOf,
  ownerOfAddress,
  parseScope,
  scopeOf,
  scopeOfAddress,
} from '../../src/model/scope-address.js';

describe('the one spelling of a scope address', () => {
  it('builds scopes, owners and object addresses', () => {
    expect(ownerOf('network', 'N_1')).toBe('network/N_1');
    expect(scopeOf('org', '549236', 'adminRole')).toBe('org/549236/adminRole');
    expect(objectAddress(scopeOf('network', 'N_1', 'targetGroup'), 'Kiosks')).toBe(
      'network/N_1/targetGroup/Kiosks',
    );
  });

  it('parses back what it builds, a name holding slashes kept whole', () => {
    const address = objectAddress(scopeOf('network', 'N_1', 'targetGroup'), 'a/b/c');
    expect(parseScope(address)).toEqual({
      owner: 'network',
      ownerId: 'N_1',
      kind: 'targetGroup',
      key: 'a/b/c',
    });
    expect(parseScope('org/1/sentry')).toEqual({ owner: 'org', ownerId: '1', kind: 'sentry' });
    expect(parseScope('org/1')).toEqual({ owner: 'org', ownerId: '1', kind: '' });
    expect(scopeOfAddress(address)).toBe('network/N_1/targetGroup');
    expect(ownerOfAddress('org/1/sentry/N_9')).toBe('org/1');
  });

  it('refuses what is no address: an unknown owner or an empty id', () => {
    for (const text of [
      '',
      'org',
      'org/',
      'network//targetGroup',
      'template/targetGroups/x',
      'config/x',
      '*/N_1',
    ])
      expect(parseScope(text), text).toBeUndefined();
    expect(ownerOfAddress('config/x')).toBe('');
    expect(scopeOfAddress('org/1')).toBe('');
  });
});
