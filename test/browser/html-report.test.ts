import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import type { DriftReport } from '../../src/drift/index.js';
import type { Plan } from '../../src/model/plan.js';
import { smform } from '../cli/run-in-process.js';
import { NAMES } from '../reliability/hostile-probes.js';
import { ARTIFACTS, launchBrowser, skipWithoutBrowser } from './chromium.js';

/*
 * The HTML page of `plan`, `drift` and `report merge` in headless Chromium: the matrix against the JSON
 * of the same run, the filters, hostile names as text (none runs), and the page without JavaScript.
 */

/** Names that try to become markup or script in an HTML page; each would set `window.__pwned`. */
const XSS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  "' onmouseover='window.__pwned=1' x='",
  '</pre></details></div><script>window.__pwned=1</script>',
];
const HOSTILE_NAMES = [...NAMES, ...XSS];

const SEED: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Hostile <b>Org</b>',
      adminRoles: XSS.map((name, i) => ({ roleId: `r${i}`, name, scope: 'some', tags: ['x'] })),
      networks: [
        {
          id: 'N_1',
          name: 'Fleet',
          devices: [1, 2, 3, 4].map((i) => ({
            id: `d${i}`,
            name: `iPad ${i}`,
            serial: `Q234-AAAA-000${i}`,
            tags: ['good'],
          })),
          targetGroups: HOSTILE_NAMES.map((name, i) => ({
            id: `t${i}`,
            name,
            scope: 'withAny',
            tags: [`t${i}`],
          })),
        },
      ],
    },
    {
      id: '7002',
      name: 'Plain',
      adminRoles: [
        { roleId: 'p1', name: 'Alpha', scope: 'some', tags: ['a'] },
        { roleId: 'p2', name: 'Beta', scope: 'some', tags: ['b'] },
      ],
      networks: [{ id: 'N_2', name: 'Plain net', targetGroups: [] }],
    },
  ],
};

/** 7001: prune on, so every hostile object is a delete, refused without --allow-delete. 7002: an update and a create. */
const CONFIG = `organizations:
  - id: "7001"
    name: "Hostile <b>Org</b>"
    policy: { prune: true, maxChangePercent: 100, maxDevicePercent: 100 }
    adminRoles:
      - { name: Good, scope: some, tags: [good] }
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100, maxDevicePercent: 100 }
        targetGroups:
          - { name: Good, scope: withAny, tags: [good] }
  - id: "7002"
    name: Plain
    adminRoles:
      - { name: Alpha, scope: some, tags: [a, aa] }
      - { name: Beta, scope: some, tags: [b] }
      - { name: Gamma, scope: some, tags: [g] }
`;

let dir = '';
let browser: Browser;
let plan: Plan;
let drift: DriftReport;

async function run(argv: string[], codes: number[]): Promise<string> {
  const result = await smform(['--emulator', 'seed.json', ...argv], { cwd: dir });
  expect(codes, `smform ${argv.join(' ')}: ${result.stderr}`).toContain(result.code);
  return result.stdout;
}

/** The page of FILE in a fresh context, with every console error and uncaught exception kept. */
async function open(file: string, javaScript = true): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(join(dir, file)).href, { timeout: 60_000 });
  return { page, errors };
}

/**
 * The matrix cells as `org/kind/state` -> count (non-zero only), as the page shows them: each count's
 * attribute and the number a reader sees must agree. (In-page code is a string: no DOM types here.)
 */
async function matrixOf(page: Page, section: string): Promise<Record<string, number>> {
  return page.evaluate<Record<string, number>>(`(() => {
    const cells = {};
    for (const span of document.querySelectorAll('table.matrix[data-section="${section}"] td.cell span[data-state]')) {
      const td = span.closest('td');
      const count = Number(span.getAttribute('data-count'));
      if (!span.textContent.replace(/,/g, '').includes(String(count))) throw new Error('cell text ' + span.textContent + ' lacks ' + count);
      if (count > 0) cells[td.dataset.org + '/' + td.dataset.kind + '/' + span.getAttribute('data-state')] = count;
    }
    return cells;
  })()`);
}

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

const shown = (page: Page): Promise<number> =>
  page.evaluate<number>(
    `[...document.querySelectorAll('details.item')].filter((item) => !item.hidden).length`,
  );

describe.skipIf(skipWithoutBrowser)('the HTML report in a real browser', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'smform-html-'));
    await writeFile(join(dir, 'seed.json'), JSON.stringify(SEED));
    await writeFile(join(dir, 'config.yaml'), CONFIG);
    await writeFile(
      join(dir, 'plan.html'),
      await run(['plan', 'config.yaml', '--output', 'html', '--out', 'plan.json'], [4]),
    );
    plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as Plan;
    await writeFile(join(dir, 'drift.html'), await run(['drift', 'config.yaml', '--output', 'html'], [2]));
    await writeFile(join(dir, 'drift.json'), await run(['drift', 'config.yaml', '--output', 'json'], [2]));
    drift = JSON.parse(await readFile(join(dir, 'drift.json'), 'utf8')) as DriftReport;
    for (const org of ['7001', '7002']) {
      await run(['plan', 'config.yaml', '--org', org, '--out', `plan-${org}.json`], [0, 4]);
      await run(['drift', 'config.yaml', '--org', org, '--output', 'json'], [2]).then((text) =>
        writeFile(join(dir, `drift-${org}.json`), text),
      );
    }
    await run(
      [
        'report',
        'merge',
        'plan-7001.json',
        'plan-7002.json',
        'drift-7001.json',
        'drift-7002.json',
        '--out',
        'fleet.html',
      ],
      [0],
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  it('shows the plan matrix with the counts of the plan JSON, and the devices moved', async () => {
    const { page, errors } = await open('plan.html');
    const expected = tally([
      ...plan.changes.map((c) => `${c.orgId}/${c.kind}/${c.action}`),
      ...plan.unmanaged.map(
        (u) => `${u.address.startsWith('org/7002') ? '7002' : '7001'}/${u.kind}/unmanaged`,
      ),
    ]);
    expect(await matrixOf(page, 'plan')).toEqual(expected);
    expect(expected['7001/targetGroup/delete']).toBe(HOSTILE_NAMES.length);
    expect(expected['7002/adminRole/create']).toBe(1);
    const moved = plan.changes
      .filter((c) => c.orgId === '7001' && c.action !== 'noop')
      .reduce((sum, c) => sum + (c.devices?.byNetwork ?? []).reduce((s, n) => s + n.moved, 0), 0);
    expect(moved).toBeGreaterThan(0);
    expect(await page.textContent('td.devices[data-org="7001"]')).toBe(String(moved));
    await page.screenshot({ path: join(ARTIFACTS, 'plan-page.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('filters by organization, kind, action and text, and by a click on a matrix cell', async () => {
    const { page, errors } = await open('plan.html');
    const items = plan.changes.filter((c) => c.action !== 'noop').length + plan.unmanaged.length;
    expect(await shown(page)).toBe(items);
    await page.selectOption('#f-org', '7002');
    expect(await shown(page)).toBe(
      plan.changes.filter((c) => c.orgId === '7002' && c.action !== 'noop').length,
    );
    await page.selectOption('#f-state', 'create');
    expect(await shown(page)).toBe(1);
    await page.selectOption('#f-org', '');
    await page.selectOption('#f-state', 'delete');
    const deletes = plan.changes.filter((c) => c.action === 'delete').length;
    expect(await shown(page)).toBe(deletes);
    // Without --allow-delete every delete is refused, and only they are.
    await page.selectOption('#f-state', ':refused');
    expect(await shown(page)).toBe(deletes);
    await page.selectOption('#f-state', '');
    await page.selectOption('#f-kind', 'adminRole');
    expect(await shown(page)).toBe(
      plan.changes.filter((c) => c.kind === 'adminRole' && c.action !== 'noop').length,
    );
    await page.selectOption('#f-kind', '');
    await page.fill('#f-text', 'gamma');
    expect(await shown(page)).toBe(1);
    expect(await page.textContent('#shown')).toBe(`1 of ${items} shown`);
    await page.fill('#f-text', '');
    await page.click('table.matrix td.cell[data-org="7002"][data-kind="adminRole"]');
    expect(await page.inputValue('#f-org')).toBe('7002');
    expect(await shown(page)).toBe(2);
    await page.selectOption('#f-sort', 'devices');
    expect(await shown(page)).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows every hostile name as text and runs none of them', async () => {
    const { page, errors } = await open('plan.html');
    await page.click('#f-open');
    const text = await page.innerText('body');
    for (const name of XSS) expect(text).toContain(name);
    // Controls and invisible characters show as visible escapes, as in the text plan.
    expect(text).toContain('red\\u001b[31mX');
    expect(text).toContain('invoice\\u202efdp.exe');
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('img, svg, iframe, object').count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.title()).toContain('smform plan');
    // No CSP report either: nothing injected tried to run, and the page's own script was allowed.
    expect(errors).toEqual([]);
  });

  it('reads without JavaScript: the overview and every change are plain HTML', async () => {
    const { page } = await open('plan.html', false);
    expect(await page.locator('details.item').count()).toBe(
      plan.changes.filter((c) => c.action !== 'noop').length + plan.unmanaged.length,
    );
    expect(await page.locator('#filters').isVisible()).toBe(false);
    expect(Object.keys(await matrixOf(page, 'plan')).length).toBeGreaterThan(0);
    const gamma = page.locator('details.item', { hasText: 'org/7002/adminRole/Gamma' });
    await gamma.locator('summary').click();
    expect(await gamma.getAttribute('open')).not.toBeNull();
    expect(await gamma.innerText()).toContain('tags');
  });

  it('shows the drift matrix with the counts of the drift JSON', async () => {
    const { page, errors } = await open('drift.html');
    const orgOf = (scope: string): string =>
      scope === 'network/N_1' ? '7001' : scope === 'network/N_2' ? '7002' : scope.slice(4);
    const expected = tally(drift.objects.map((o) => `${orgOf(o.scope)}/${o.kind}/${o.status}`));
    expect(await matrixOf(page, 'drift')).toEqual(expected);
    await page.selectOption('#f-state', 'unmanaged');
    expect(await shown(page)).toBe(drift.summary.unmanaged);
    await page.screenshot({ path: join(ARTIFACTS, 'drift-page.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('merges the per-organization plans and drift reports into one fleet page', async () => {
    const { page, errors } = await open('fleet.html');
    const plans = await Promise.all(
      ['7001', '7002'].map(
        async (org) => JSON.parse(await readFile(join(dir, `plan-${org}.json`), 'utf8')) as Plan,
      ),
    );
    const expected = tally(plans.flatMap((p) => p.changes.map((c) => `${c.orgId}/${c.kind}/${c.action}`)));
    const actual = await matrixOf(page, 'plan');
    for (const [key, count] of Object.entries(expected)) expect(actual[key], key).toBe(count);
    // Each drift file is one organization's: its network scopes land in that organization's row.
    const driftCells = await matrixOf(page, 'drift');
    expect(driftCells['7001/targetGroup/unmanaged']).toBe(HOSTILE_NAMES.length);
    expect(driftCells['?/targetGroup/unmanaged']).toBeUndefined();
    expect(
      await page.evaluate(`[...document.querySelectorAll('#f-org option')].map((option) => option.value)`),
    ).toEqual(['', '7001', '7002']);
    await page.screenshot({ path: join(ARTIFACTS, 'fleet-page.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
