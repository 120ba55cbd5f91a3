import { describe, expect, it } from 'vitest';
import { runInProcess } from './cli-harness.js';

// The Dashboard splits a tag at spaces ("example tag" is stored as two tags), so config refuses one.
describe('a tag with a space inside', () => {
  it('is an error with its location and the fix in every kind and in templates', async () => {
    const file = 'test/fixtures/config/spaced-tags/all-kinds.yaml';
    const run = await runInProcess(['validate', file]);
    expect(run.code).toBe(3);
    const lines = run.stdout.split('\n');
    const errors = lines.filter((line) => line.startsWith(file));
    expect(errors).toEqual([
      `${file}:4:47  templates.targetGroups.lobby[0].tags[0]: tag "front desk" has a space inside: the Dashboard splits a tag at spaces and would store "front" and "desk"`,
      `${file}:10:22  organizations[0].adminRoles[0].tags[1]: tag "help desk" has a space inside: the Dashboard splits a tag at spaces and would store "help" and "desk"`,
      `${file}:14:76  organizations[0].sentryPolicies[0].policies[0].tags[0]: tag "guest wifi" has a space inside: the Dashboard splits a tag at spaces and would store "guest" and "wifi"`,
      `${file}:23:17  organizations[0].networks[0].targetGroups[0].tags[1]: tag "example tag" has a space inside: the Dashboard splits a tag at spaces and would store "example" and "tag"`,
    ]);
    expect(run.stdout).toContain(
      '    hint: write it without spaces ("example-tag") or as 2 tags: [example, tag]',
    );
    expect(run.stdout).toMatch(/4 errors/);
  });

  it('keeps surrounding spaces a trimmed warning, not an error', async () => {
    const run = await runInProcess(['validate', 'test/fixtures/config/warnings/tag-variant-space.yaml']);
    expect(run.code).toBe(0);
  });
});
