import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator, Seed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { git, policyRemote } from './policy-remote.js';
import { runWorkflowJob } from './workflow-runner.js';

/**
 * drift.yml's adoption option, its `run:` lines run as GitHub would (workflow-runner.ts) in a clone of a
 * temporary config repository, against the emulator: a colleague's change found at night becomes a pull
 * request that changes the config to match, and the drift issue links it.
 */

const BOT_KEY = 'key-one-fake';
const seed: Seed = {
  organizations: [
    {
      id: '549236',
      name: 'Acme',
      admins: [
        { id: '1', name: 'CI robot', email: 'robot@example.com', apiKeys: [BOT_KEY] },
        { id: '2', name: 'Ann Admin', email: 'ann@example.com', apiKeys: ['ann-fake-key'] },
      ],
      networks: [
        {
          id: 'N_1',
          name: 'Laptops',
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }],
        },
      ],
    },
  ],
};
const CONFIG = `# Acme's config: comments stay where they are.
organizations:
  - id: '549236'
    networks:
      - id: N_1
        targetGroups:
          - name: Kiosks # the lobby kiosks
            scope: withAll
            tags: [kiosk]
`;

/** The repository with its last apply recorded, then a colleague's change in the Dashboard, then the night. */
async function nightlyDrift(emulator: RunningEmulator, adoptPr: string, change: () => Promise<unknown>) {
  const remote = await policyRemote({ 'orgs/acme.yaml': CONFIG }, true);
  await change();
  const { dir, scratch } = await remote.checkout('main');
  const run = await runWorkflowJob('drift.yml', 'drift', dir, scratch, {
    expressions: {
      'matrix.org': '549236',
      'matrix.name': 'Acme',
      'secrets.MERAKI_DASHBOARD_API_KEY': BOT_KEY,
      'vars.SMFORM_ADOPT_PR': adoptPr,
      'github.token': 'gh-token',
    },
    env: { MERAKI_BASE_URL: emulator.url, RUNNER_TEMP: scratch, GH_OPEN_PR_URL: '', GH_CALLS: scratch },
  });
  return { run, remote, dir, scratch };
}

describe('drift.yml: the adoption pull request', () => {
  it('opens a pull request whose commit makes the config match, with who and when; the issue links it', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const { run, remote, dir, scratch } = await nightlyDrift(emulator, 'true', () =>
      call(emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
        key: 'ann-fake-key',
        body: { scope: 'withAll, kiosk, lobby' },
      }),
    );
    expect(run.success, JSON.stringify(run.steps, null, 2)).toBe(true);
    expect(run.outputs['adopt']?.['url']).toBe('https://github.com/acme/policy/pull/42');
    const description = await readFile(join(scratch, 'adopt.md'), 'utf8');
    expect(description).toContain('<!-- smform:adopt -->');
    expect(description).toMatch(
      /\| `network\/N_1\/targetGroup\/Kiosks` \| drifted \| `Ann Admin <ann@example.com>` at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \|/,
    );
    expect(await readFile(join(scratch, 'pr-create'), 'utf8')).toContain('--head smform/adopt-549236');
    // The branch on the remote holds the adopted config: only the tags line changed.
    const branch = await remote.remoteRef('refs/heads/smform/adopt-549236');
    expect(branch).toBeDefined();
    expect(await git(dir, 'show', `${branch ?? ''}:orgs/acme.yaml`)).toBe(
      CONFIG.replace('tags: [kiosk]', 'tags: [kiosk, lobby]').trimEnd(),
    );
    // The window starts at the last apply (refs/smform/applied), fetched by the drift step.
    expect(run.posted).toContain('### Who changed it');
    expect(run.posted).toContain('the commit refs/smform/applied names');
    expect(run.posted).toContain('merge https://github.com/acme/policy/pull/42');
  });

  it('opens none while the repository variable is not set', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const { run, remote } = await nightlyDrift(emulator, '', () =>
      call(emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
        key: 'ann-fake-key',
        body: { tags: ['x'] },
      }),
    );
    expect(run.success).toBe(true);
    expect(run.outputs['adopt']?.['url']).toBeUndefined();
    expect(await remote.remoteRef('refs/heads/smform/adopt-549236')).toBeUndefined();
    expect(run.posted).not.toContain('pull/42');
  });
});
