import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPERATION_TABLE_API_VERSION } from '../../src/model/api-version.js';
import { smform } from './run-built.js';

describe('smform --version', () => {
  it("names smform's version, the Node.js running it, the API version of its operation table and its documents", async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const run = await smform([flag], { cwd: process.cwd() });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      const lines = run.stdout.split('\n');
      expect(lines[0]).toBe(`smform ${pkg.version}`);
      expect(lines[1]).toBe(`Node.js ${process.version} (${process.platform} ${process.arch})`);
      expect(lines[2]).toBe(
        `Dashboard API v${OPERATION_TABLE_API_VERSION} (the operation table follows this spec version)`,
      );
      const docs = /^documents: (.+) \(messages name them as docs\/NAME\.md\)$/.exec(lines[3] ?? '')?.[1];
      expect(docs, lines[3]).toBeDefined();
      expect((await stat(`${docs ?? ''}/config.md`)).isFile()).toBe(true);
      expect(lines.slice(4)).toEqual(['']);
    }
  });
});
