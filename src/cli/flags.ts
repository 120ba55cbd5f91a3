/**
 * The flags of the CLI in one place: what each command's options parse to, the option builders several
 * commands share, and the parsers of numeric flags. Loaded at every start (help lists every option), so it
 * imports nothing but commander and types: no config, client, planner or emulator code.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { SentryEnvelope, SentryPriority, TargetGroupEcho } from '../emulator/behaviour.js';

/** Which objects a run looks at: `--target`, `--exclude`, `--org`, `--network` (each repeatable). */
export interface FilterFlags {
  target?: string[];
  exclude?: string[];
  org?: string[];
  network?: string[];
}

/** `--events FILE` of plan, apply and drift: the run's events as JSON lines (schemas/events.schema.json). */
export interface EventFlags {
  events?: string;
}

/** Options `plan` and `apply` share: what to look at and which risks are allowed. */
export interface SelectionFlags extends FilterFlags {
  allowDelete: boolean;
  force: boolean;
  /** False with `--no-devices`: no device reads, no device counts (absent means true). */
  devices?: boolean;
  /** `--changed-since REF`: only the scopes the config changed since REF (docs/gitops.md). */
  changedSince?: string;
}

export interface ValidateFlags {
  output: 'text' | 'json';
  /** `--junit FILE`: the findings as JUnit XML too. */
  junit?: string;
  /** `--live`: also check scope tags against the devices' tags (reads the API). */
  live?: boolean;
}

export interface PlanFlags extends SelectionFlags, EventFlags {
  out?: string;
  /** `--junit FILE`: a test case per object, failed by a refusal. */
  junit?: string;
  /** `--html FILE`: the HTML page too, whatever `--output` prints. */
  html?: string;
  output: 'text' | 'json' | 'markdown' | 'html';
  detailedExitcode: boolean;
  /** A snapshot from `smform snapshot`: plan with no API access. */
  liveFrom?: string;
}

/** `--backup-dir DIR` and `--no-backup` of `smform apply`. */
export interface BackupFlags {
  /** False with `--no-backup`. */
  backup?: boolean;
  backupDir?: string;
}

export interface ApplyFlags extends SelectionFlags, BackupFlags, EventFlags {
  /** `--auto-approve`, or its alias `--yes` (which sets it). */
  autoApprove: boolean;
  /** `text` (the table) or `json` (one document of every change and the API counters). */
  output: 'text' | 'json';
  /** `--trust-plan`: a saved plan whose config is not at hand is applied on its own content. */
  trustPlan?: boolean;
  /** The settings file's `configPaths`, for `apply PLANFILE`: where the plan's config must be. */
  repositoryPaths?: string[];
}

export interface DriftFlags extends FilterFlags, EventFlags {
  /** `--junit FILE`: a test case per object, failed by drift. */
  junit?: string;
  /** `--html FILE`: the HTML page too, whatever `--output` prints. */
  html?: string;
  output: 'text' | 'json' | 'markdown' | 'html';
  liveFrom?: string;
  showInSync: boolean;
  /** Unmanaged objects count as drift (exit 2), whatever the policy says. */
  failOnUnmanaged: boolean;
  /** Taken for the same arguments as `plan`: drift exits 2 on drift with or without it. */
  detailedExitcode: boolean;
  /** False with `--no-devices`; drift reads no devices either way. */
  devices?: boolean;
  /** False with `--no-attribution`: no change-log read. */
  attribution?: boolean;
  /** Where the change-log window starts (`--since`). */
  since?: string;
}

export interface SnapshotFlags {
  out?: string;
  org?: string[];
  network?: string[];
  /** False with `--no-devices`. */
  devices: boolean;
}

export interface ExportFlags {
  org: string;
  network?: string[];
  /** `--out-dir DIR`: where orgs/ and networks/ are written (default `.`). */
  outDir: string;
  /** `--out DIR`: the deprecated spelling of `--out-dir` (`--out` names a file everywhere else). */
  out?: string;
  /** `text` (the files on stderr) or `json` (a summary of what was written, on stdout). */
  output: 'text' | 'json';
  withIds: boolean;
  /** Propose templates for target-group lists that networks share (`templates/<orgId>.yaml`). */
  templates: boolean;
  /** Replace files that differ, and write beside other files declaring the organization. */
  force: boolean;
  /** `--device-tags TAG` (repeatable): write these tags' membership as `serials:` lists. */
  deviceTags?: string[];
  /** `--device-tags-below PERCENT`: write every tag on fewer than this share of a network's devices. */
  deviceTagsBelow?: number;
}

export interface OrgsFlags {
  matrix: boolean;
  live: boolean;
  org?: string[];
  /** `text` (a line per organization) or `json`; `--matrix` prints its own one-line JSON. */
  output: 'text' | 'json';
}

export interface InitFlags {
  org?: string;
  network?: string[];
  /** What package.json depends on for smform (default: the running version). */
  smformSpec?: string;
  /** `action`: the workflows install smform with its GitHub Action, and no package.json is written. */
  with?: 'action';
  /** smform's action as `uses:` names it (`owner/repo@ref`). */
  action?: string;
}

export interface ScopeFlags {
  output: 'text' | 'json';
  /** List only the devices the plan moves. */
  moved: boolean;
}

export interface RestoreFlags {
  out?: string;
  output: 'text' | 'json';
  allowDelete: boolean;
  force: boolean;
  /** False with `--no-devices`. */
  devices?: boolean;
  detailedExitcode: boolean;
}

export interface ShowFlags {
  output: 'text' | 'markdown' | 'json' | 'html';
}

/** `smform report merge FILE...`. */
export interface ReportFlags {
  output: 'html';
  out?: string;
  title?: string;
  /** `--config PATH` (repeatable): the config, for organization names and which networks are whose. */
  config?: string[];
  /** The flags the apply will have: a refusal they allow is not shown. */
  allowDelete: boolean;
  force: boolean;
}

export interface DoctorFlags {
  output: 'text' | 'json';
  writeProbe?: string;
  /** `--change-log NETWORK_ID`. */
  changeLog?: string;
  /** `--sentry-order NETWORK_ID`: print the network's sentry list as smform reads it, to compare. */
  sentryOrder?: string;
}

export interface ApiFlags {
  input?: string;
  paginate: boolean;
  /** `json` (the default of a call) or `yaml`; `--list` also takes `text` (its default). */
  output: 'json' | 'yaml' | 'text';
  list: boolean;
  yes: boolean;
  /** `-h, --help`: the command's help, or with an operation id that operation's parameters. */
  help?: boolean;
}

export interface EmulatorFlags {
  seed?: string;
  synthetic?: string;
  port: number;
  host: string;
  apiKey: string[];
  rateLimit?: number;
  latency?: number;
  faults?: string;
  linkStyle: 'absolute' | 'relative';
  randomSeed?: number;
  log: boolean;
  echo?: TargetGroupEcho;
  sentryPriority: SentryPriority;
  sentryEnvelope: SentryEnvelope;
  redirectTo?: string;
  tlsCert?: string;
  tlsKey?: string;
}

/** Repeatable options collect into a list (not variadic: `--target X config/` must keep `config/` a path). */
export const collect = (value: string, previous: string[] | undefined): string[] => [
  ...(previous ?? []),
  value,
];

/** `-o, --output <format>`: one of `formats`, the first one by default (every command's one builder). */
export function outputOption(formats: readonly [string, ...string[]], description: string): Option {
  return new Option('-o, --output <format>', description).choices(formats).default(formats[0]);
}

/** Adds `--target`, `--exclude`, `--org` and `--network` (plan, apply, drift). */
export function addFilterOptions(command: Command): Command {
  return command
    .option('--target <glob>', 'only objects whose address matches the glob (repeatable)', collect)
    .option('--exclude <glob>', 'leave out objects whose address matches the glob (repeatable)', collect)
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--network <id>', 'only this network (repeatable)', collect);
}

/** Adds the selection and safety options to a command (shared by `plan` and `apply`). */
export function addSelectionOptions(command: Command): Command {
  return addFilterOptions(command)
    .option('--allow-delete', 'allow the plan to delete live objects', false)
    .option(
      '--force',
      'allow changes the safety rules refuse (thresholds, risky scopes, device share); never protected objects',
      false,
    )
    .option('--no-devices', 'skip reading devices: no device counts, device-share rule or live tag checks')
    .option(
      '--changed-since <ref>',
      'only the scopes whose config changed since this git commit (e.g. origin/main); the rest is not read',
    );
}

/** A number > 0 (`--timeout`). */
export function positiveNumber(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0) {
    throw new InvalidArgumentError('expected a number > 0');
  }
  return number;
}

/** A whole number > 0 (`--max-attempts`). */
export function positiveInteger(value: string): number {
  const number = positiveNumber(value);
  if (!Number.isInteger(number)) throw new InvalidArgumentError('expected a whole number > 0');
  return number;
}

/** Requests per second for one organization: more than 0, at most the API's 10 (`--rate-budget`). */
export function rateBudget(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0 || number > 10) {
    throw new InvalidArgumentError("expected requests per second above 0, at most the API's 10");
  }
  return number;
}

/** A number >= 0 (`--rate-limit`, `--latency`, `--random-seed`). */
export function nonNegativeNumber(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0) {
    throw new InvalidArgumentError('expected a number >= 0');
  }
  return number;
}

/** A TCP port, 0 meaning any free one (`--port`). */
export function port(value: string): number {
  const number = nonNegativeNumber(value);
  if (!Number.isInteger(number) || number > 65535) throw new InvalidArgumentError('expected a port 0-65535');
  return number;
}
