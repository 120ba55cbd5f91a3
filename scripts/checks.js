// The build and the static checks of `npm test`, side by side: each is one process that uses one core
// (lint alone is about half of the time), so on two cores they take as long as the longest, not their sum.
// Each step's output is printed whole when it ends; the exit code is 1 when any step failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The package.json scripts, the longest first, so the short ones fill the other cores meanwhile. */
const STEPS = ['lint', 'build', 'typecheck', 'format:check'];

/**
 * Runs `npm run NAME` with its output captured.
 * @param {string} name
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(name) {
  const began = Date.now();
  // npm's own script (set when this runs under npm) runs the same npm on every platform.
  const npm = process.env['npm_execpath'];
  const child =
    npm === undefined
      ? spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32' })
      : spawn(process.execPath, [npm, 'run', '--silent', name]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => {
    child.on('error', (error) =>
      resolve({ name, code: 1, output: `${output}${error.message}\n`, seconds: 0 }),
    );
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: Math.round((Date.now() - began) / 1000) }),
    );
  });
}

const waiting = [...STEPS];
let failed = false;
/** Takes the next step until none is left: as many of these loops as there are cores. */
async function worker() {
  for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
    const step = await run(name);
    const verdict = step.code === 0 ? 'ok' : `failed (exit ${step.code})`;
    process.stdout.write(`${step.output}> npm run ${step.name}: ${verdict} in ${step.seconds}s\n`);
    if (step.code !== 0) failed = true;
  }
}

const lanes = Math.max(1, Math.min(STEPS.length, availableParallelism()));
await Promise.all(Array.from({ length: lanes }, () => worker()));
process.exitCode = failed ? 1 : 0;
