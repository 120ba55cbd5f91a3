// The build and the static checks of `npm test`, side by side: each is one process that uses one core
// (lint alone is about half of the time), so on two cores they take as long as the longest, not their sum.
// Each step's output is printed whole when it ends; the exit code is 1 when any step failed.
//
// With `--tests [vitest arguments]` (`npm test`), the tests start as soon as the build is done, beside the
// lint, typecheck and format checks: the tests leave a core idle for about a third of their run (waits on
// the API's rate budget, on the processes they start), and the checks fill it. The tests' output is shown
// as it comes; the checks' output is held while the tests run and printed whole after them.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The package.json scripts, the longest first, so the short ones fill the other cores meanwhile. */
const STEPS = ['lint', 'build', 'typecheck', 'format:check'];

const [flag, ...testArgs] = process.argv.slice(2);
const withTests = flag === '--tests';

/**
 * Runs `npm run NAME ARGS`, its output captured, or shown as it comes when `shown`.
 * @param {string} name
 * @param {{ args?: string[], shown?: boolean }} [options]
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(name, { args = [], shown = false } = {}) {
  const began = Date.now();
  const argv = ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])];
  const stdio = shown ? 'inherit' : 'pipe';
  // npm's own script (set when this runs under npm) runs the same npm on every platform.
  const npm = process.env['npm_execpath'];
  const child =
    npm === undefined
      ? spawn('npm', argv, { stdio, shell: process.platform === 'win32' })
      : spawn(process.execPath, [npm, ...argv], { stdio });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => {
    child.on('error', (error) =>
      resolve({ name, code: 1, output: `${output}${error.message}\n`, seconds: 0 }),
    );
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: Math.round((Date.now() - began) / 1000) }),
    );
  });
}

let failed = false;
/**
 * Reports of the checks that ended while the tests were printing theirs, shown once the tests end.
 * @type {string[] | undefined}
 */
let held;

/** @param {{ name: string, code: number, output: string, seconds: number }} step */
function report(step) {
  if (step.code !== 0) failed = true;
  const verdict = step.code === 0 ? 'ok' : `failed (exit ${step.code})`;
  const text = `${step.output}> npm run ${step.name}: ${verdict} in ${step.seconds}s\n`;
  if (held === undefined) process.stdout.write(text);
  else held.push(text);
}

/** Runs the tests, their output shown as it comes; the checks' reports wait until they end. */
async function runTests() {
  held = [];
  const step = await run('test:unit', { args: testArgs, shown: true });
  const text = held.join('');
  held = undefined;
  process.stdout.write(`\n${text}`);
  report(step);
}

const waiting = [...STEPS];
/** @type {Promise<void>[]} */
const tests = [];
/** Takes the next step until none is left: as many of these loops as there are cores. */
async function worker() {
  for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
    const step = await run(name);
    report(step);
    // The suites that start the built CLI need dist/: the tests start once it is built, never after a failure.
    if (withTests && name === 'build') {
      if (step.code === 0) tests.push(runTests());
      else process.stdout.write('> the tests did not run: the build failed\n');
    }
  }
}

const lanes = Math.max(1, Math.min(STEPS.length, availableParallelism()));
await Promise.all(Array.from({ length: lanes }, () => worker()));
await Promise.all(tests);
process.exitCode = failed ? 1 : 0;
