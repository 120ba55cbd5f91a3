import { describe, expect, it } from 'vitest';
import { smform } from './cli.js';

const ACME = 'examples/acme';

describe('smform orgs', () => {
  it('prints a GitHub Actions matrix with one entry per declared organization, without a key', async () => {
    const run = await smform(['orgs', ACME, '--matrix'], { env: { MERAKI_DASHBOARD_API_KEY: undefined } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '{"include":[{"org":"549236","name":"Acme Corp"},{"org":"681155","name":"Acme Retail"}]}\n',
    );
  });

  it('narrows to --org, lists people-readable lines, and refuses an organization the config lacks', async () => {
    const one = await smform(['orgs', ACME, '--matrix', '--org', '681155']);
    expect(JSON.parse(one.stdout)).toEqual({ include: [{ org: '681155', name: 'Acme Retail' }] });
    const text = await smform(['orgs', ACME]);
    expect(text.stdout).toBe(
      '549236  Acme Corp: 3 admin roles, 2 sentry networks, 2 networks with target groups, 1 network with device tags\n' +
        '681155  Acme Retail: 2 admin roles, 2 networks with target groups\n',
    );
    const unknown = await smform(['orgs', ACME, '--org', '1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('the config declares no organization 1');
    expect(unknown.stderr).toContain('hint: declared: 549236, 681155');
  });
});
