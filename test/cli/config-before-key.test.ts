import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

// A config error is the user's to fix whatever the environment: it must exit 3 and point at the file
// even on a machine with no API key (a PR check from a fork, a laptop), never 1 for the missing key.
const invalid = `organizations:
  - id: "549236"
    adminRoles:
      - name: Helpdesk
        scope: sometimes
        tags: [emea]
`;

describe('config is checked before the API key is needed', () => {
  for (const argv of [['plan'], ['apply', '--auto-approve'], ['scope', 'org/549236/adminRole/Helpdesk']]) {
    it(`smform ${argv[0] ?? ''} with an invalid config and no key exits 3 at the config error`, async ({
      onTestFinished,
    }) => {
      const cwd = await workdir(onTestFinished, { 'smform.yaml': invalid });
      const result = await smform([...argv, 'smform.yaml'], { cwd });
      expect(result.code).toBe(3);
      expect(result.stderr).toContain('smform.yaml:5:16');
      expect(result.stderr).not.toContain('MERAKI_DASHBOARD_API_KEY');
    });
  }
});
