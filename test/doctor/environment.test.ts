import { describe, expect, it } from 'vitest';
import { checkBaseUrl, checkKey, checkProxy, hostKind } from '../../src/doctor/environment.js';
import { impliedTargetGroupScope } from '../../src/doctor/echo-forms.js';
import { probeVerdict } from '../../src/doctor/probe.js';

const KEY = '0123456789abcdef0123456789abcdef01234567';

describe('doctor: checks made before any request', () => {
  it('names each whitespace accident of a key, and never shows the key', () => {
    expect(checkKey(KEY)).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('40 hexadecimal') as unknown,
    });
    const cases: [string, string][] = [
      [`${KEY}\n`, 'a trailing newline'],
      [`${KEY}\r\n`, 'a trailing newline'],
      [` ${KEY}`, 'leading whitespace'],
      [`${KEY} `, 'trailing whitespace'],
      [`${KEY.slice(0, 20)}\n${KEY.slice(20)}`, 'a line break inside'],
    ];
    for (const [key, named] of cases) {
      const check = checkKey(key);
      expect(check.status, named).toBe('fail');
      expect(check.message).toContain(named);
      expect(check.message).not.toContain(KEY.slice(0, 20));
    }
    expect(checkKey(undefined).status).toBe('fail');
    expect(checkKey('short').status).toBe('ok');
  });

  it('tells regional hosts, shards and anything else apart; plain http to Meraki fails', () => {
    expect(hostKind('api.meraki.com')).toBe('regional');
    expect(hostKind('API.Meraki.CN')).toBe('regional');
    expect(hostKind('api.gov-meraki.com')).toBe('regional');
    expect(hostKind('n123.meraki.com')).toBe('shard');
    expect(hostKind('evilmeraki.com')).toBe('other');
    expect(hostKind('127.0.0.1')).toBe('other');
    expect(checkBaseUrl('http://api.meraki.com/api/v1', { reported: false }).status).toBe('fail');
    expect(checkBaseUrl('https://n1.meraki.com/api/v1', { reported: true, to: null }).message).toContain(
      'a shard of the API; no redirect re-based the run',
    );
    expect(
      checkBaseUrl('https://api.meraki.com/api/v1', { reported: true, to: 'https://n9.meraki.com/api/v1' })
        .message,
    ).toContain('re-based the run onto https://n9.meraki.com/api/v1: n9.meraki.com is a shard of the API');
    expect(checkBaseUrl('not a url', { reported: false }).status).toBe('fail');
  });

  it('shows proxy variables with credentials masked', () => {
    const check = checkProxy({
      HTTPS_PROXY: 'http://alice:s3cret@proxy.example:3128',
      NO_PROXY: 'localhost',
    });
    expect(check.message).toBe(
      'proxy settings: HTTPS_PROXY=http://***:***@proxy.example:3128, NO_PROXY=localhost',
    );
    expect(checkProxy({}).message).toContain('no proxy variable is set');
  });

  it('reads the echo setting a target-group answer calls for', () => {
    expect(impliedTargetGroupScope([{ name: 'a' }])).toBe('writeOnly');
    expect(impliedTargetGroupScope([{ scope: 'withAny' }])).toBe('keywordOnly');
    expect(impliedTargetGroupScope([{ scope: 'withAny', tags: ['x'] }])).toBe('echoed');
    expect(impliedTargetGroupScope([{ scope: 'withAny, x' }])).toBe('echoed');
    expect(impliedTargetGroupScope([{ scope: 'all' }])).toBeUndefined();
    expect(probeVerdict({ scope: 'withAny, smform-doctor-a, smform-doctor-b' })).toBe('echoed');
    expect(probeVerdict({ scope: 'withAny', tags: [] })).toBe('keywordOnly');
    expect(probeVerdict({ scope: 'none' })).toBe('writeOnly');
    expect(probeVerdict({})).toBe('writeOnly');
  });
});
