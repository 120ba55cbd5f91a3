import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};

function run(file: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: root }, (error: (Error & { code?: unknown }) | null, stdout) => {
      if (error === null) resolve({ code: 0, stdout });
      else if (typeof error.code === 'number') resolve({ code: error.code, stdout });
      else reject(error);
    });
  });
}

describe('the smform bin', () => {
  it('runs as an executable on its own, as npx and npm link start it', async () => {
    // Not through `node`: a missing shebang or execute bit (tsc writes 0644) fails here.
    const bin = pkg.bin['smform'];
    expect(bin).toBe('dist/cli/main.js');
    const result = await run(`${root}${bin ?? ''}`, ['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(`smform ${pkg.version}`);
  });
});
