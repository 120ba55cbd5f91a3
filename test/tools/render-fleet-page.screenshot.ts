/**
 * Renders the README picture `docs/images/fleet-page.png`: the fleet page `smform report merge` makes
 * from the per-organization plans and drift reports of examples/acme (two organizations) and
 * examples/retail, each against the emulator seeded with its live.yaml. The Acme seed gets two changes
 * made behind Git's back first, so the page shows refusals: the protected group "All Laptops" re-scoped
 * (an update no flag allows) and a hand-made group in the pruned Field iPads network (a delete that
 * needs --allow-delete). Run: `npx vitest run --config test/tools/screenshot.config.ts`.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Seed } from '../../src/emulator/index.js';
import { launchBrowser } from '../browser/chromium.js';
import { smform } from '../cli/run-in-process.js';

const OUT = resolve('docs/images/fleet-page.png');

async function acmeSeedWithRefusals(): Promise<Seed> {
  const seed = parse(await readFile('examples/acme/live.yaml', 'utf8')) as Seed;
  const networks = seed.organizations?.flatMap((org) => org.networks ?? []) ?? [];
  const hq = networks.find((network) => network.id === 'N_24329156');
  const all = hq?.targetGroups?.find((group) => group.name === 'All Laptops');
  if (all === undefined) throw new Error('examples/acme/live.yaml no longer has All Laptops');
  Object.assign(all, { scope: 'withAny', tags: ['laptops'] });
  const field = networks.find((network) => network.id === 'N_24329157');
  field?.targetGroups?.push({
    id: '1284392019999',
    name: 'Kiosk Test (manual)',
    scope: 'withAny',
    tags: ['test'],
  });
  return seed;
}

it('renders docs/images/fleet-page.png from the real fleet page of examples/', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'smform-fleet-shot-'));
  const browser = await launchBrowser();
  try {
    await writeFile(join(dir, 'acme.json'), JSON.stringify(await acmeSeedWithRefusals()));
    const runs: Array<[string, string, string]> = [
      ['acme.json', resolve('examples/acme'), '549236'],
      ['acme.json', resolve('examples/acme'), '681155'],
      [resolve('examples/retail/live.yaml'), resolve('examples/retail'), '770140'],
    ];
    const files: string[] = [];
    for (const [seed, config, org] of runs) {
      const plan = await smform(
        ['--emulator', seed, 'plan', config, '--org', org, '--out', `plan-${org}.json`],
        { cwd: dir },
      );
      expect([0, 4]).toContain(plan.code);
      const drift = await smform(['--emulator', seed, 'drift', config, '--org', org, '--output', 'json'], {
        cwd: dir,
      });
      expect([0, 2]).toContain(drift.code);
      await writeFile(join(dir, `drift-${org}.json`), drift.stdout);
      files.push(`plan-${org}.json`, `drift-${org}.json`);
    }
    const merged = await smform(
      [
        'report',
        'merge',
        ...files,
        '--config',
        resolve('examples/acme'),
        '--config',
        resolve('examples/retail'),
        '--title',
        'smform fleet report: examples/',
        '--out',
        'fleet.html',
      ],
      { cwd: dir },
    );
    expect(merged.code, merged.stderr).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1200, height: 1250 } });
    await page.goto(pathToFileURL(join(dir, 'fleet.html')).href);
    // The refused changes, open, under the overview.
    await page.selectOption('#f-state', ':refused');
    await page.click('#f-open');
    await page.screenshot({ path: OUT });
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});
