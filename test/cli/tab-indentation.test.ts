import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/**
 * A config indented with tabs reports the tabs, not first the parser's echo of them (`a block sequence
 * may not be used as an implicit map key` on the line above), through the CLI in-process.
 */

describe('a tab-indented config', () => {
  it('reports the tab error first, and only the tabs', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': "organizations:\n  - id: '1'\n    networks:\n\t- id: N_1\n\t  targetGroups: []\n",
    });
    const run = await smform(['validate'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).not.toContain('implicit map key');
    expect((run.stdout + run.stderr).split('\n')[0]).toBe(
      'smform.yaml:4:1  tabs are not allowed as indentation',
    );
  });
});
