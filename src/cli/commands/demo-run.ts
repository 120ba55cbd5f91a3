import { parseScope } from '../../model/scope-address.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadSeedFile, type Seed } from '../../emulator/index.js';
import type { Plan } from '../../model/plan.js';
import { renderPlanText } from '../../report/index.js';
import { planAgainstLive, type PlanWorkflowOptions } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { applyAndReport } from './apply-report.js';
import { planError } from '../../planner/index.js';
import { loadDesired } from './desired.js';
import { plural } from '../../text/plural.js';

/** The package root: dist/cli/commands/ (or src/cli/commands/) is three levels below it. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLE = 'examples/acme';
const SEED = 'examples/acme/live.yaml';

/**
 * The five-minute tour: an embedded emulator seeded with the example's live state, the plan for the
 * example config, the apply, and a second plan that has nothing left to do.
 */
export async function runDemo(io: CliIo, options: GlobalFlags): Promise<number> {
  const color = useColor(io, options);
  const context = await openContext({ ...io, cwd: PACKAGE_ROOT }, { ...options, emulator: SEED });
  const selection: PlanWorkflowOptions = {
    allowDelete: false,
    force: false,
    toolVersion: toolVersion(),
    onProgress: context.progress.onProgress,
  };
  try {
    io.out(`smform demo: an emulated Dashboard seeded from ${SEED} (${context.baseUrl})\n\n`);
    io.out(`$ smform plan ${EXAMPLE}\n`);
    const desired = await loadDesired({ ...io, cwd: PACKAGE_ROOT }, [EXAMPLE], options);
    const first = await planAgainstLive({ kind: 'api', client: context.client }, desired, selection);
    io.out(renderPlanText(first.plan, { color }));
    io.out(await describeNoops(first.plan, await loadSeedFile(join(PACKAGE_ROOT, SEED))));
    const error = planError(first.plan);
    if (error !== undefined) throw error;
    if (first.refusals.length > 0)
      return finish(io, { kind: 'plan', plan: first.plan, refusals: first.refusals });
    io.out(`\n$ smform apply ${EXAMPLE} --auto-approve\n`);
    const applied = await applyAndReport(io, context, first.plan, options, `smform plan ${EXAMPLE}`);
    if (!applied.result.ok) return finish(io, applied);
    io.out(`\n$ smform plan ${EXAMPLE}\n`);
    const second = await planAgainstLive({ kind: 'api', client: context.client }, desired, selection);
    io.out(renderPlanText(second.plan, { color }));
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}

/**
 * Says how many declared objects already match, and names the target groups among them whose live tag
 * list is in another order than the one the config declares: tags are a set, so that is no change.
 */
async function describeNoops(plan: Plan, seed: Seed): Promise<string> {
  const liveTags = new Map<string, string[]>();
  for (const org of seed.organizations) {
    for (const network of org.networks ?? []) {
      for (const group of network.targetGroups ?? [])
        liveTags.set(`${network.id}/${group.name}`, group.tags ?? []);
    }
  }
  const reordered: string[] = [];
  for (const change of plan.changes) {
    if (change.action !== 'noop' || change.kind !== 'targetGroup' || change.source === undefined) continue;
    // A noop carries no records (docs/plan.md): the name is the rest of its address.
    const name = parseScope(change.address)?.key;
    if (name === undefined) continue;
    const live = liveTags.get(`${change.networkId ?? ''}/${name}`) ?? [];
    const declared = await declaredTags(join(PACKAGE_ROOT, change.source.file), change.networkId ?? '', name);
    if (declared !== undefined && live.join('\n') !== declared.join('\n')) reordered.push(change.address);
  }
  const lines = [
    `(${plural(plan.summary.noop, 'declared object')} already ${plan.summary.noop === 1 ? 'matches' : 'match'} live and ${plan.summary.noop === 1 ? 'is' : 'are'} not shown.)`,
  ];
  if (reordered.length > 0) {
    lines.push(
      'These groups list their tags in another order live than in the config; tags are a set, so no change:',
    );
    lines.push(...reordered.map((address) => `  = ${address}`));
  }
  return `${lines.join('\n')}\n`;
}

interface RawConfig {
  organizations?: { networks?: { id?: unknown; targetGroups?: { name?: unknown; tags?: unknown }[] }[] }[];
}

/** The tags of one target group exactly as the config file writes them (order kept). */
async function declaredTags(file: string, networkId: string, name: string): Promise<string[] | undefined> {
  const raw = parse(await readFile(file, 'utf8')) as RawConfig | null;
  for (const org of raw?.organizations ?? []) {
    for (const network of org.networks ?? []) {
      if (network.id !== networkId) continue;
      const group = (network.targetGroups ?? []).find((candidate) => candidate.name === name);
      if (group !== undefined && Array.isArray(group.tags)) return group.tags.map(String);
    }
  }
  return undefined;
}
