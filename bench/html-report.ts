/**
 * The HTML page of a fleet plan, run as its own process: 100,000 objects, 5,000 changes (one in 20).
 * Times the render alone and measures the file; then, when a Chromium is installed, opens the page
 * headless and times the load and a text filter over every change. Prints one JSON object.
 */
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSafety, planChanges } from '../src/planner/index.js';
import { renderPlanHtml } from '../src/report/html/index.js';
import { buildStates } from './fleet-states.js';

const { desired, live } = buildStates(20);
const plan = planChanges(desired, live, {
  toolVersion: 'bench',
  now: '2026-01-01T00:00:00.000Z',
  force: true,
});
const refusals = checkSafety(plan, desired, {});
const cpuBefore = process.cpuUsage();
const started = performance.now();
const page = renderPlanHtml(plan, refusals);
const renderWallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const result: Record<string, number | string> = {
  objects: plan.changes.length + plan.unmanaged.length,
  changes: plan.summary.create + plan.summary.update + plan.summary.delete,
  renderWallMs,
  renderCpuMs: (cpu.user + cpu.system) / 1000,
  bytes: Buffer.byteLength(page, 'utf8'),
};

function chromiumPath(): string | undefined {
  for (const path of [
    process.env['SMFORM_CHROMIUM'] ?? '',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
    try {
      if (path !== '') accessSync(path, constants.X_OK);
      if (path !== '') return path;
    } catch {
      // The next one.
    }
  }
  return undefined;
}

const executablePath = chromiumPath();
if (executablePath === undefined) result['browser'] = 'no Chromium installed: load not measured';
else {
  const dir = mkdtempSync(join(tmpdir(), 'smform-bench-html-'));
  const file = join(dir, 'plan.html');
  writeFileSync(file, page);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const tab = await browser.newPage();
    const loadStarted = performance.now();
    await tab.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 120_000 });
    result['loadMs'] = performance.now() - loadStarted;
    // The page answers input once loaded: one filter over every change, until the count is shown.
    const filterStarted = performance.now();
    await tab.fill('#f-text', 'group 7');
    await tab.waitForFunction(
      `document.getElementById('shown').textContent.startsWith(String([...document.querySelectorAll('details.item')].filter((i) => !i.hidden).length))`,
    );
    result['filterMs'] = performance.now() - filterStarted;
    result['browser'] = executablePath;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.stdout.write(`${JSON.stringify(result)}\n`);
