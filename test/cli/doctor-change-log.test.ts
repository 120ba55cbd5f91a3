import { describe, expect, it, onTestFinished } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

const NOW = Date.now();
const ago = (hours: number): string => new Date(NOW - hours * 3_600_000).toISOString();

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      admins: [{ id: '5', name: 'CI robot', email: 'robot@example.com', apiKeys: ['robot-fake-key'] }],
      networks: [
        { id: 'N_1', targetGroups: [] },
        { id: 'N_2', targetGroups: [] },
      ],
      changeLog: [
        { ts: ago(2), adminName: 'Ann', networkId: 'N_1', page: 'SM > Tags', label: 'kiosk', newValue: 'x' },
        { ts: ago(3), adminName: 'Ann', networkId: 'N_2', label: 'other network' },
        { ts: ago(30), adminName: 'Ann', networkId: 'N_1', label: 'two days back' },
      ],
    },
  ],
};

describe('smform doctor: the key admin and --change-log', () => {
  it("names the key's admin and shows one network's raw entries of the last day", async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const cwd = await workdir((cleanup) => onTestFinished(cleanup), {});
    const env = { MERAKI_DASHBOARD_API_KEY: 'robot-fake-key', MERAKI_BASE_URL: emulator.url };
    const text = await smform(['doctor', '--change-log', 'N_1'], { cwd, env });
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout).toContain(
      'ok    the key belongs to "CI robot" <robot@example.com>: drift shows this admin\'s changes as "applied by smform"',
    );
    expect(text.stdout).toMatch(
      /info {2}change log of network N_1 \(organization 7001\) since .*: 1 entries/,
    );
    expect(text.stdout).toContain('  {"ts":"');
    expect(text.stdout).toContain('"page":"SM > Tags","label":"kiosk"');
    expect(text.stdout).not.toContain('other network');
    expect(text.stdout).not.toContain('two days back');

    const json = await smform(['doctor', '--change-log', 'N_1', '--output', 'json'], { cwd, env });
    const report = JSON.parse(json.stdout) as { changeLog: { orgId: string; entries: { label: string }[] } };
    expect(report.changeLog.orgId).toBe('7001');
    expect(report.changeLog.entries.map((e) => e.label)).toEqual(['kiosk']);
    const reads = emulator.requestLog.filter((e) => e.operationId === 'getOrganizationConfigurationChanges');
    expect(reads.every((e) => e.query.includes('networkId=N_1'))).toBe(true);
  });
});
