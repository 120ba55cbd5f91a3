import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/config-validator.js';
import { readConfigSchema } from '../../src/config/index.js';
import { CONFIG_AJV_OPTIONS, generateConfigValidatorSource } from '../tools/generate-config-validator.js';

const validatorPath = fileURLToPath(new URL('../../src/config/config-validator.ts', import.meta.url));

async function generatedValidator(): Promise<string> {
  const source = generateConfigValidatorSource(readConfigSchema());
  const config = await prettier.resolveConfig(validatorPath);
  return prettier.format(source, { ...config, filepath: validatorPath });
}

describe('the compiled config validator', () => {
  it('equals what Ajv makes of schemas/smform.schema.json', async () => {
    const expected = await generatedValidator();
    if (process.env['SMFORM_REGENERATE'] === '1') writeFileSync(validatorPath, expected);
    expect(readFileSync(validatorPath, 'utf8'), 'stale: regenerate it (see its first lines)').toBe(expected);
  });

  it('reports what a validator compiled at run time reports, error for error', () => {
    const compiled = new Ajv2020(CONFIG_AJV_OPTIONS).compile(readConfigSchema());
    const inputs: unknown[] = [
      {},
      { organizations: [] },
      { organizations: [{ id: 5, name: '', scpoe: 1, networks: [{ targetGroups: [{ name: ' ' }] }] }] },
      { organizations: [{ id: '1', adminRoles: [{ name: 'a', scope: 'bogus', tags: 'x' }] }], extra: true },
      { organizations: [{ id: '1', policy: { maxDeletePercent: 101, unmanaged: 'keeep' } }] },
      {
        organizations: [
          { id: '1', sentryPolicies: [{ network: 'N', policies: [{ tags: ['a,b', '\u200b'] }] }] },
        ],
      },
      'just a string',
      null,
    ];
    for (const input of inputs) {
      const expectedValid = compiled(input);
      const valid = (validateConfig as typeof compiled)(input);
      expect(valid, JSON.stringify(input)).toBe(expectedValid);
      expect((validateConfig as typeof compiled).errors ?? null).toEqual(compiled.errors ?? null);
    }
  });
});
