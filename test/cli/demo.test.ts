import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform } from './run-in-process.js';

describe('smform demo', () => {
  it('plans the example against its seed, applies, and ends with No changes.', async () => {
    // Run from elsewhere: the demo finds examples/ relative to the package, not the working directory.
    const result = await smform(['demo'], { cwd: fileURLToPath(new URL('.', import.meta.url)) });
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain('$ smform plan examples/acme');
    expect(out).toMatch(/^\+ org\/\S+\/adminRole\//m);
    expect(out).toMatch(/^~ network\/\S+\/targetGroup\//m);
    expect(out).toMatch(/^~ org\/\S+\/sentry\/\S+\n\s+policies:\n\s+↕/m);
    expect(out).toMatch(/^\? network\/\S+\/targetGroup\//m);
    // The seed lists the tags of these two groups in another order than the config: named, not changed.
    const reordered = out.slice(out.indexOf('another order'), out.indexOf('$ smform apply'));
    expect(reordered).toContain('= network/N_6811551/targetGroup/Kiosks');
    expect(reordered).toContain('= network/N_24329157/targetGroup/Shared Carts');
    expect(out).not.toMatch(/^~ network\/\S+\/targetGroup\/(Kiosks|Shared Carts)/m);
    expect(out).toMatch(/Apply complete: \d+ done, 0 failed, 0 skipped\./);
    expect(out.trimEnd().split('\n').at(-1)).toBe('No changes.');
  });
});
