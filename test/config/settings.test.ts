import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findSettingsFile,
  loadSettingsFile,
  parseSettings,
  readSettingsSchema,
  SETTINGS_FILE_NAME,
} from '../../src/config/settings.js';

const FILE = 'smform.settings.yaml';

describe('parseSettings', () => {
  it('reads every setting, with where each value starts', () => {
    const text = [
      '# project defaults',
      'configPaths: [config, more/]',
      'baseUrl: https://api.example.com/api/v1',
      'output: json',
      'proxy: "http://proxy.example.com:3128"',
      'timeout: 12',
      'rateBudget: 10',
      'restore:',
      '  maxChangePercent: 50',
      '  minObjectsForPercent: 0',
      '  maxDevicePercent: 100',
      '',
    ].join('\n');
    expect(parseSettings(text, FILE)).toEqual({
      file: FILE,
      settings: {
        configPaths: ['config', 'more/'],
        baseUrl: 'https://api.example.com/api/v1',
        output: 'json',
        proxy: 'http://proxy.example.com:3128',
        timeout: 12,
        rateBudget: 10,
        restore: { maxChangePercent: 50, minObjectsForPercent: 0, maxDevicePercent: 100 },
      },
      locations: {
        configPaths: { file: FILE, line: 2, column: 14 },
        baseUrl: { file: FILE, line: 3, column: 10 },
        output: { file: FILE, line: 4, column: 9 },
        proxy: { file: FILE, line: 5, column: 8 },
        timeout: { file: FILE, line: 6, column: 10 },
        rateBudget: { file: FILE, line: 7, column: 13 },
        restore: { file: FILE, line: 9, column: 3 },
      },
      diagnostics: [],
    });
  });

  it('reads an empty file, or one of comments only, as setting nothing', () => {
    for (const text of ['', '# nothing yet\n']) {
      expect(parseSettings(text, FILE)).toEqual({ file: FILE, settings: {}, locations: {}, diagnostics: [] });
    }
  });

  it('reports a YAML error with its location and sets nothing', () => {
    const result = parseSettings('timeout: 1\ntimeout: 2\n', FILE);
    expect(result.settings).toBeUndefined();
    expect(result.locations).toEqual({});
    expect(result.diagnostics.map((d) => [d.code, d.source])).toEqual([
      ['duplicate-key', { file: FILE, line: 2, column: 1 }],
    ]);
  });

  it('refuses an API key by name, whatever the key is called or holds, without quoting its value', () => {
    const text =
      'timeout: 5\napiKey: secret1\nMERAKI_DASHBOARD_API_KEY: secret2\napi key: 3\nAuthorization: x\n';
    const result = parseSettings(text, FILE);
    expect(result.settings).toBeUndefined();
    expect(result.locations).toEqual({});
    expect(result.diagnostics).toEqual(
      ['apiKey', 'MERAKI_DASHBOARD_API_KEY', 'api key', 'Authorization'].map((key, i) => ({
        severity: 'error',
        code: 'api-key-in-settings',
        message: `the API key cannot be set in the settings file ("${key}")`,
        hint: `remove "${key}:" from this file (and rotate the key if the file was ever committed); the key is read only from the environment variable MERAKI_DASHBOARD_API_KEY`,
        path: key,
        source: { file: FILE, line: i + 2, column: 1 },
      })),
    );
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('names an API key only by the whole key: other keys are checked against the schema', () => {
    for (const key of ['api_key', 'api-key', 'X-Cisco-Meraki-API-Key', 'meraki-dashboard_api-key']) {
      expect(
        parseSettings(`${key}: x\n`, FILE).diagnostics.map((d) => d.code),
        key,
      ).toEqual(['api-key-in-settings']);
    }
    for (const key of ['apiKeys', 'myApiKey', 'authorization2', 'xapi-key']) {
      expect(
        parseSettings(`${key}: x\n`, FILE).diagnostics.map((d) => d.code),
        key,
      ).toEqual(['unknown-key']);
    }
  });

  it('reports the API key and the other problems of the file together', () => {
    const result = parseSettings('apiKey: x\ntimeout: 0\n', FILE);
    expect(result.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'api-key-in-settings apiKey',
      'invalid-value timeout',
    ]);
  });

  it('reports a schema violation with its location, in the words of the setting', () => {
    const result = parseSettings('configPaths: [a]\ntimout: 5\nrateBudget: 11\ntimeout: 0\n', FILE);
    expect(result.settings).toBeUndefined();
    expect(result.locations).toEqual({});
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'unknown-key',
        message: 'unknown key "timout"',
        hint: 'did you mean "timeout"? allowed keys: configPaths, baseUrl, output, proxy, timeout, rateBudget, restore',
        path: 'timout',
        source: { file: FILE, line: 2, column: 1 },
      },
      {
        severity: 'error',
        code: 'invalid-value',
        message: 'timeout must be > 0',
        hint: 'seconds, more than 0',
        path: 'timeout',
        source: { file: FILE, line: 4, column: 10 },
      },
      {
        severity: 'error',
        code: 'invalid-value',
        message: 'rateBudget must be <= 10',
        hint: "requests per second for one organization: more than 0, at most the API's 10",
        path: 'rateBudget',
        source: { file: FILE, line: 3, column: 13 },
      },
    ]);
  });

  it('words a URL that is not http(s) as such, for the base URL and the proxy', () => {
    const result = parseSettings('baseUrl: ftp://x\nproxy: proxy.example.com:3128\n', FILE);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'invalid-value',
        message: 'baseUrl must be an http:// or https:// URL',
        hint: 'an http(s) URL, e.g. baseUrl: https://api.meraki.com/api/v1',
        path: 'baseUrl',
        source: { file: FILE, line: 1, column: 10 },
      },
      {
        severity: 'error',
        code: 'invalid-value',
        message: 'proxy must be an http:// or https:// URL',
        hint: 'an http(s) URL, e.g. proxy: http://proxy.example.com:3128',
        path: 'proxy',
        source: { file: FILE, line: 2, column: 8 },
      },
    ]);
  });

  it('keeps the shared words for a URL key of the wrong type, and for other keys', () => {
    const result = parseSettings('baseUrl: 5\nconfigPaths: [" "]\n', FILE);
    expect(result.diagnostics.map((d) => [d.code, d.path, d.message])).toEqual([
      ['invalid-value', 'configPaths[0]', '" " must not be empty or blank'],
      ['wrong-type', 'baseUrl', 'must be a string, not a number (5)'],
    ]);
  });

  it('reports a settings file that is a list or a scalar as not a mapping', () => {
    for (const text of ['- a\n', 'just text\n']) {
      const result = parseSettings(text, FILE);
      expect(result.settings, text).toBeUndefined();
      expect(
        result.diagnostics.map((d) => [d.code, d.message]),
        text,
      ).toEqual([['wrong-type', expect.stringMatching(/^must be a mapping, not /)]]);
    }
  });
});

describe('loadSettingsFile', () => {
  let tmp = '';
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'smform-settings-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('reads and checks the file, naming it as given', async () => {
    await writeFile(path.join(tmp, FILE), 'output: markdown\n');
    expect(await loadSettingsFile(path.join(tmp, FILE), 'conf/smform.settings.yaml')).toEqual({
      file: 'conf/smform.settings.yaml',
      settings: { output: 'markdown' },
      locations: { output: { file: 'conf/smform.settings.yaml', line: 1, column: 9 } },
      diagnostics: [],
    });
  });

  it('reports a file it cannot read at its first line', async () => {
    const missing = path.join(tmp, 'missing.yaml');
    const result = await loadSettingsFile(missing, 'missing.yaml');
    expect(result).toEqual({
      file: 'missing.yaml',
      settings: undefined,
      locations: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'read-error',
          message: `cannot read the settings file: ENOENT: no such file or directory, open '${missing}'`,
          source: { file: 'missing.yaml', line: 1, column: 1 },
        },
      ],
    });
  });
});

describe('readSettingsSchema', () => {
  it('is the committed settings schema', () => {
    expect(readSettingsSchema()['title']).toBe('smform project settings');
  });
});

describe('findSettingsFile', () => {
  let tmp = '';
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'smform-find-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('finds the file in the directory itself or the nearest one above it', async () => {
    expect(SETTINGS_FILE_NAME).toBe('smform.settings.yaml');
    await mkdir(path.join(tmp, 'a/b/c'), { recursive: true });
    await writeFile(path.join(tmp, 'a', FILE), '');
    await writeFile(path.join(tmp, 'a/b/c', FILE), '');
    expect(await findSettingsFile(path.join(tmp, 'a/b/c'))).toBe(path.join(tmp, 'a/b/c', FILE));
    expect(await findSettingsFile(path.join(tmp, 'a/b'))).toBe(path.join(tmp, 'a', FILE));
    expect(await findSettingsFile(path.join(tmp, 'a'))).toBe(path.join(tmp, 'a', FILE));
    // A relative directory is resolved against the process's.
    expect(await findSettingsFile(path.relative(process.cwd(), path.join(tmp, 'a/b')))).toBe(
      path.join(tmp, 'a', FILE),
    );
  });

  it('stops at the repository root: a file there counts, a file above it does not', async () => {
    await mkdir(path.join(tmp, 'repo/.git'), { recursive: true });
    await mkdir(path.join(tmp, 'repo/sub'), { recursive: true });
    await writeFile(path.join(tmp, FILE), '');
    expect(await findSettingsFile(path.join(tmp, 'repo/sub'))).toBeUndefined();
    expect(await findSettingsFile(path.join(tmp, 'repo'))).toBeUndefined();
    await writeFile(path.join(tmp, 'repo', FILE), '');
    expect(await findSettingsFile(path.join(tmp, 'repo/sub'))).toBe(path.join(tmp, 'repo', FILE));
    // A .git file (a worktree or submodule) marks a root as well.
    await mkdir(path.join(tmp, 'wt/sub'), { recursive: true });
    await writeFile(path.join(tmp, 'wt/.git'), 'gitdir: elsewhere\n');
    expect(await findSettingsFile(path.join(tmp, 'wt/sub'))).toBeUndefined();
  });

  it('stops at the filesystem root', async () => {
    await mkdir(path.join(tmp, 'x'), { recursive: true });
    expect(await findSettingsFile(path.join(tmp, 'x'))).toBeUndefined();
  });
});
