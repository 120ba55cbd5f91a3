import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/config-validator.js';
import { readConfigSchema } from '../../src/config/index.js';
import { validateSettings } from '../../src/config/settings-validator.js';
import { readSettingsSchema } from '../../src/config/settings.js';
import {
  CONFIG_AJV_OPTIONS,
  generateConfigValidatorSource,
  SETTINGS_TARGET,
} from '../tools/generate-config-validator.js';

const validatorPath = fileURLToPath(new URL('../../src/config/config-validator.ts', import.meta.url));
const settingsValidatorPath = fileURLToPath(
  new URL('../../src/config/settings-validator.ts', import.meta.url),
);

async function formatted(source: string, path: string): Promise<string> {
  const config = await prettier.resolveConfig(path);
  return prettier.format(source, { ...config, filepath: path });
}

const generatedValidator = (): Promise<string> =>
  formatted(generateConfigValidatorSource(readConfigSchema()), validatorPath);

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

describe('the compiled settings validator', () => {
  it('equals what Ajv makes of schemas/smform-settings.schema.json', async () => {
    const expected = await formatted(
      generateConfigValidatorSource(readSettingsSchema(), SETTINGS_TARGET),
      settingsValidatorPath,
    );
    if (process.env['SMFORM_REGENERATE'] === '1') writeFileSync(settingsValidatorPath, expected);
    expect(readFileSync(settingsValidatorPath, 'utf8'), 'stale: regenerate it (see its first lines)').toBe(
      expected,
    );
  });

  it('reports what a validator compiled at run time reports, error for error', () => {
    const compiled = new Ajv2020(CONFIG_AJV_OPTIONS).compile(readSettingsSchema());
    const inputs: unknown[] = [
      {},
      { rateBudget: 6, output: 'json', timeout: 10, configPaths: ['orgs'] },
      { rateBudget: 11, output: 'yaml', timeout: 0, configPaths: [], baseUrl: 'ftp://x' },
      { restore: { maxChangePercent: 101, minObjectsForPercent: 1.5, extra: 1 }, proxy: 3 },
      'just a string',
      null,
    ];
    for (const input of inputs) {
      const expectedValid = compiled(input);
      const valid = (validateSettings as typeof compiled)(input);
      expect(valid, JSON.stringify(input)).toBe(expectedValid);
      expect((validateSettings as typeof compiled).errors ?? null).toEqual(compiled.errors ?? null);
    }
  });
});
