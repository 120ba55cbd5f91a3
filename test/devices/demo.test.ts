import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform } from '../cli/run-in-process.js';

describe('npm run demo', () => {
  it('shows device counts for each change it plans', async () => {
    const result = await smform(['demo'], { cwd: fileURLToPath(new URL('.', import.meta.url)) });
    expect(result.code).toBe(0);
    const [firstPlan = ''] = result.stdout.split('$ smform apply');
    // The new role is counted over both SM networks of Acme Corp; the Finance Macs fix adds its 5 Macs;
    // the reordered Branch Wireless sentry list, judged on the tags after the plan, moves the two devices
    // the loaner tag change moves (one into the loaner policy, one out of it).
    expect(firstPlan).toContain(
      '+ org/549236/adminRole/Helpdesk APAC\n    scope: some\n    tags: +{apac, laptops}\n    devices: 0 -> 20 (+20 -0) in N_24329156, N_24329157 (every SM network of organization 549236 in the config)\n',
    );
    expect(firstPlan).toContain('    tags: -{contractors}\n    devices: 0 -> 5 (+5 -0)\n');
    expect(firstPlan).toMatch(
      /org\/549236\/sentry\/N_24329161\n(?:.*\n)*? {4}devices: 16 -> 16 \(\+1 -1\) in N_24329157\n/,
    );
    const changes = (firstPlan.match(/^[+~-] /gm) ?? []).length;
    expect((firstPlan.match(/^ {4}devices: /gm) ?? []).length).toBe(changes);
  });
});
