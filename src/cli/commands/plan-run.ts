import { formatDiagnostic } from '../../config/index.js';
import { checkDeclaredNetworks, readLive, selectionError, type ScopeFilters } from '../../live/index.js';
import type { Diagnostic } from '../../model/source.js';
import type { DesiredState } from '../../model/desired.js';
import { ExitCode, SmformError } from '../../model/errors.js';
import type { LiveState } from '../../model/live.js';
import type { Plan, PlanOrigin, Refusal } from '../../model/plan.js';
import {
  checkSafety,
  flagsToApply,
  plan as makePlanData,
  planError,
  targetError,
} from '../../planner/index.js';
import {
  renderFailedPlanMarkdown,
  renderPlanJson,
  renderPlanMarkdown,
  renderPlanText,
  renderPlanSummary,
} from '../../report/index.js';
import type { LiveSnapshot } from '../../snapshot/index.js';
import { escapeControls } from '../../report/terminal-escape.js';
import { openContext, type RunContext } from '../context.js';
import { useColor, type CliIo, type GlobalOptions } from '../io.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { addDevicesToPlan } from './plan-devices.js';
import { planOrigin, signingKey, signIfKeyed } from './plan-origin.js';
import { liveOfSnapshot, loadSnapshotFile, offlineContext } from './live-from.js';
import type { PlanOptions, SelectionOptions } from '../flags.js';
import { writeOut } from '../no-follow.js';
import { selectChangedSince } from './changed-since.js';

export interface PlanOutcome {
  desired: DesiredState;
  plan: Plan;
  /** Safety refusals; non-empty means exit 4. */
  refusals: Refusal[];
  /** The live state the plan was made from (read now, or the snapshot's). */
  live: LiveState;
}

/**
 * Reads the live scopes the (already loaded) config declares, plans, and checks safety. Callers load the
 * config with `loadDesired` BEFORE opening an API context, so an invalid config exits 3 with no key needed.
 */
export async function makePlan(
  context: RunContext,
  state: DesiredState,
  options: SelectionOptions & {
    snapshot?: { data: LiveSnapshot; file: string };
    noopRecords?: boolean;
    origin?: PlanOrigin;
    /** Only these scopes (`--changed-since`, or a saved plan's `origin.changedSince.scopes`). */
    scopes?: readonly string[];
  },
): Promise<PlanOutcome> {
  const filters = { orgs: options.org, networks: options.network, scopes: options.scopes };
  const live =
    options.snapshot === undefined
      ? await readLiveChecked(context, state, filters)
      : liveOfSnapshot(options.snapshot.data, state, filters, options.snapshot.file);
  const planOptions = {
    toolVersion: toolVersion(),
    now: new Date().toISOString(),
    allowDelete: options.allowDelete,
    force: options.force,
    ...(options.target === undefined ? {} : { targets: options.target }),
    ...(options.exclude === undefined ? {} : { excludes: options.exclude }),
    ...(options.org === undefined ? {} : { orgIds: options.org }),
    ...(options.network === undefined ? {} : { networkIds: options.network }),
    ...(options.scopes === undefined ? {} : { onlyScopes: options.scopes }),
    ...(options.noopRecords === true ? { noopRecords: true } : {}),
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  };
  const planned = makePlanData(state, live, planOptions);
  // A --target typo fails before anything is printed (exit 1), not as an empty plan.
  const unmatched = targetError(planned);
  if (unmatched !== undefined) throw unmatched;
  const plan = options.devices === false ? planned : await addDevicesToPlan(context.client, state, planned);
  return { desired: state, plan, refusals: checkSafety(plan, state, planOptions), live };
}

/**
 * Reads the live scopes and, at the same time, checks that every declared network is in its
 * organization and of the right product type. A misplaced network is a config error (exit 3) even when
 * the reads failed because of it; nothing is planned, so nothing is written.
 */
export async function readLiveChecked(
  context: RunContext,
  state: DesiredState,
  filters: ScopeFilters,
): Promise<LiveState> {
  const [live, check] = await Promise.allSettled([
    readLive(context.client, state, filters),
    checkDeclaredNetworks(context.client, state, filters),
  ]);
  if (check.status === 'fulfilled') reportNetworkCheck(context, check.value);
  if (live.status === 'rejected') throw live.reason;
  if (check.status === 'rejected') throw check.reason;
  return live.value;
}

/** Prints the check's warnings; throws a config error (exit 3) listing its errors with file:line. */
export function reportNetworkCheck(context: RunContext, diagnostics: readonly Diagnostic[]): void {
  for (const warning of diagnostics.filter((d) => d.severity === 'warning'))
    context.warn?.(formatDiagnostic(warning));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return;
  const lines = errors.map((d) => `  ${formatDiagnostic(d).replace(/\n/g, '\n  ')}`).join('\n');
  throw new SmformError(
    `the config declares networks the organization does not have as declared (${errors.length} error${errors.length === 1 ? '' : 's'}):\n${lines}`,
    { fault: 'config', hint: 'nothing was written; fix the network ids or their organization' },
  );
}

/** Whether the plan has anything to write. */
export const hasChanges = (plan: Plan): boolean =>
  plan.summary.create + plan.summary.update + plan.summary.delete > 0;

/**
 * What to run to apply a saved plan, with every flag it needs (`smform apply FILE --allow-delete --force`),
 * or why it cannot be applied at all.
 */
export function applyHint(file: string, plan: Plan): string {
  if (flagsToApply(plan).blocked)
    return `it cannot be applied while it changes a protected object (remove \`protected: true\` in a reviewed edit, then plan again)`;
  return `apply it with: ${applyCommand(file, plan)}`;
}

/** `smform apply FILE` and the flags the saved plan needs. */
export function applyCommand(file: string, plan: Plan): string {
  return ['smform apply', file, ...flagsToApply(plan).flags].join(' ');
}

/** The refusals, each with the flag that would allow it (a protected object's has none). */
export function formatRefusals(refusals: readonly Refusal[]): string {
  const lines = refusals.map((r) =>
    r.flag === undefined
      ? `  ${escapeControls(r.message)}`
      : `  ${escapeControls(r.message)} (pass ${r.flag} to allow)`,
  );
  return `Refused as unsafe (${refusals.length}):\n${lines.join('\n')}\n`;
}

export async function runPlan(
  io: CliIo,
  options: GlobalOptions & PlanOptions,
  paths: string[],
): Promise<number> {
  let context: RunContext | undefined;
  let rendered = false;
  try {
    const desired = await loadDesired(io, paths);
    // A plan saved or printed as JSON is signed when a key is set (checked before any API call).
    const key = options.out !== undefined || options.output === 'json' ? signingKey(io) : undefined;
    const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
    if (unselected !== undefined) throw unselected;
    const changed =
      options.changedSince === undefined
        ? undefined
        : await selectChangedSince(io, desired, paths, { ...options, changedSince: options.changedSince });
    const snapshot =
      options.liveFrom === undefined
        ? undefined
        : { data: await loadSnapshotFile(io, options.liveFrom), file: options.liveFrom };
    context =
      snapshot === undefined ? await openContext(io, options) : offlineContext(snapshot.data, snapshot.file);
    const made = await makePlan(context, desired, {
      ...options,
      ...(snapshot === undefined ? {} : { snapshot }),
      ...(changed === undefined ? {} : { scopes: changed.scopes }),
      origin: {
        ...planOrigin(io, paths, options),
        ...(changed === undefined ? {} : { changedSince: changed }),
      },
    });
    const { refusals } = made;
    const plan = signIfKeyed(made.plan, key);
    if (options.output === 'json') io.out(renderPlanJson(plan));
    else if (options.output === 'markdown') {
      const command = applyCommand(options.out ?? 'plan.json', plan);
      // A job planning one organization of a fleet says which, so each keeps its own comment.
      const [only, ...others] = options.org ?? [];
      const subject = only !== undefined && others.length === 0 ? { subject: `organization ${only}` } : {};
      io.out(renderPlanMarkdown(plan, { color: false, refusals, applyCommand: command, ...subject }));
    } else io.out(renderPlanText(plan, { color: useColor(io, options) }));
    rendered = true;
    if (!options.quiet) io.err(`${renderPlanSummary(plan)}\n`);
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (options.out !== undefined) {
      // Saved even when refused: it is data to review; `apply FILE` checks safety again with its own flags.
      await writeOut(io.cwd, options.out, renderPlanJson(plan));
      if (!options.quiet) io.err(`Saved the plan to ${options.out}; ${applyHint(options.out, plan)}\n`);
    }
    if (refusals.length > 0) {
      io.err(formatRefusals(refusals));
      return ExitCode.unsafe;
    }
    return options.detailedExitcode && hasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  } catch (error) {
    // A pull request still gets its comment when no plan could be made (invalid config, API down).
    if (options.output === 'markdown' && !rendered) io.out(renderFailedPlanMarkdown(error));
    throw error;
  } finally {
    await context?.close();
  }
}
