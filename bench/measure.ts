import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What one measured child process cost, and what it said. */
export interface Measured {
  wallMs: number;
  /** User + system CPU of the child, from its own probe (start-up included). */
  cpuMs: number;
  /** Peak resident set size of the child (its VmHWM, via `resourceUsage().maxRSS`). */
  maxRssMb: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

const PROBE_URL = pathToFileURL(fileURLToPath(new URL('./probe.js', import.meta.url))).href;

/** The compiled smform CLI the bench measures (the product build, not the bench's own copy). */
export const SMFORM_MAIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/**
 * Runs `node ARGS...` with the probe loaded, and waits for it to exit. Wall time runs from spawn to exit,
 * so Node's own start-up is inside it, as a user would feel it.
 */
export async function runMeasured(
  args: readonly string[],
  env: Record<string, string> = {},
  options: { probe?: boolean; cwd?: string } = {},
): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'smform-bench-probe-'));
  const probeFile = join(dir, 'probe.json');
  const probe = options.probe !== false;
  const started = performance.now();
  const child = spawn(process.execPath, [...(probe ? ['--import', PROBE_URL] : []), ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...env, SMFORM_BENCH_PROBE: probe ? probeFile : '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number>((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done(code ?? -1));
  });
  const wallMs = performance.now() - started;
  let cpuMs = Number.NaN;
  let maxRssMb = Number.NaN;
  if (probe) {
    try {
      const read = JSON.parse(readFileSync(probeFile, 'utf8')) as { cpuMs: number; maxRssMb: number };
      cpuMs = read.cpuMs;
      maxRssMb = read.maxRssMb;
    } catch {
      // The child died before its exit hook ran; the figures stay NaN and the exit code tells why.
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return { wallMs, cpuMs, maxRssMb, exitCode, stdout, stderr };
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
