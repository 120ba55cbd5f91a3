import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { SmformError } from '../model/errors.js';
import type { Seed } from './types.js';

/** One problem in a seed: where (when it came from a file) and what. */
export interface SeedProblem {
  file?: string;
  line?: number;
  column?: number;
  /** Dotted path into the seed, e.g. `organizations[0].networks[1].id`. */
  path: string;
  message: string;
}

/** A seed the emulator cannot start from; every problem at once, each with `file:line:column`. */
export class SeedError extends SmformError {
  readonly problems: SeedProblem[];

  constructor(problems: SeedProblem[]) {
    super(`invalid emulator seed:\n${problems.map((p) => `  ${formatSeedProblem(p)}`).join('\n')}`, {
      fault: 'config',
      hint: 'fix the seed (schemas/seed.schema.json describes it; see docs/emulator.md)',
    });
    this.name = 'SeedError';
    this.problems = problems;
  }
}

export function formatSeedProblem(problem: SeedProblem): string {
  const where =
    problem.file === undefined
      ? ''
      : `${problem.file}${problem.line === undefined ? '' : `:${problem.line}:${problem.column ?? 1}`}  `;
  return `${where}${problem.path === '' ? '' : `${problem.path}: `}${problem.message}`;
}

let validator: ValidateFunction | undefined;

function seedValidator(): ValidateFunction {
  if (validator === undefined) {
    const schemaUrl = new URL('../../schemas/seed.schema.json', import.meta.url);
    const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as object;
    validator = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
  }
  return validator;
}

type PathSegment = string | number;

function formatPath(segments: readonly PathSegment[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function schemaProblem(error: ErrorObject): { segments: PathSegment[]; message: string } {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const params = error.params as Record<string, unknown>;
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'additionalProperties') {
    segments.push(String(params['additionalProperty']));
    message = 'unknown field';
  }
  if (error.keyword === 'pattern') {
    message =
      'must be a scope keyword (all, none, withAny, withAll, withoutAny, withoutAll), then optional tags';
  }
  if (error.keyword === 'enum')
    message = `must be one of ${(params['allowedValues'] as unknown[]).join(', ')}`;
  return { segments, message };
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Ids that must be unique: organizations and networks across the seed, objects within their scope. */
function duplicateProblems(seed: Seed): { segments: PathSegment[]; message: string }[] {
  const problems: { segments: PathSegment[]; message: string }[] = [];
  const check = (seen: Map<string, string>, id: string | undefined, segments: PathSegment[]): void => {
    if (id === undefined) return;
    const first = seen.get(id);
    if (first !== undefined) problems.push({ segments, message: `duplicate id '${id}' (first at ${first})` });
    else seen.set(id, formatPath(segments));
  };
  const orgIds = new Map<string, string>();
  const networkIds = new Map<string, string>();
  seed.organizations.forEach((org, o) => {
    const base: PathSegment[] = ['organizations', o];
    check(orgIds, org.id, [...base, 'id']);
    const roleIds = new Map<string, string>();
    org.adminRoles?.forEach((role, r) => check(roleIds, role.roleId, [...base, 'adminRoles', r, 'roleId']));
    const policyIds = new Map<string, string>();
    const sentryNetworks = new Map<string, string>();
    org.sentryPolicies?.forEach((assignment, a) => {
      check(sentryNetworks, assignment.networkId, [...base, 'sentryPolicies', a, 'networkId']);
      assignment.policies.forEach((policy, p) =>
        check(policyIds, policy.policyId, [...base, 'sentryPolicies', a, 'policies', p, 'policyId']),
      );
    });
    org.changeLog?.forEach((entry, e) => {
      if (!ISO_UTC.test(entry.ts) || Number.isNaN(Date.parse(entry.ts)))
        problems.push({
          segments: [...base, 'changeLog', e, 'ts'],
          message: 'must be ISO 8601 in UTC with Z',
        });
    });
    org.networks?.forEach((network, n) => {
      const at: PathSegment[] = [...base, 'networks', n];
      check(networkIds, network.id, [...at, 'id']);
      const groupIds = new Map<string, string>();
      network.targetGroups?.forEach((group, g) =>
        check(groupIds, group.id, [...at, 'targetGroups', g, 'id']),
      );
      const groupPolicyIds = new Map<string, string>();
      network.groupPolicies?.forEach((policy, g) =>
        check(groupPolicyIds, policy.groupPolicyId, [...at, 'groupPolicies', g, 'groupPolicyId']),
      );
      const deviceIds = new Map<string, string>();
      network.devices?.forEach((device, d) => check(deviceIds, device.id, [...at, 'devices', d, 'id']));
      const userIds = new Map<string, string>();
      network.users?.forEach((user, u) => check(userIds, user.id, [...at, 'users', u, 'id']));
    });
  });
  return problems;
}

/** Checks a seed against the schema and the uniqueness rules; `locate` adds file positions. */
function checkSeed(
  value: unknown,
  locate: (segments: PathSegment[]) => Omit<SeedProblem, 'path' | 'message'>,
): Seed {
  const validate = seedValidator();
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map(schemaProblem);
    throw new SeedError(
      errors.map((e) => ({ ...locate(e.segments), path: formatPath(e.segments), message: e.message })),
    );
  }
  const seed = value as Seed;
  const duplicates = duplicateProblems(seed);
  if (duplicates.length > 0) {
    throw new SeedError(
      duplicates.map((e) => ({ ...locate(e.segments), path: formatPath(e.segments), message: e.message })),
    );
  }
  return seed;
}

/** Validates a seed given as data (no positions); throws `SeedError`. */
export function validateSeed(value: unknown): Seed {
  return checkSeed(value, () => ({}));
}

/** Parses seed text (YAML or JSON) and validates it; problems carry `file:line:column`. */
export function parseSeed(text: string, file: string): Seed {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): { file: string; line: number; column: number } => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  if (document.errors.length > 0) {
    throw new SeedError(
      document.errors.map((error) => ({
        ...at(error.pos[0]),
        path: '',
        message: error.message.split('\n')[0] ?? '',
      })),
    );
  }
  return checkSeed(document.toJS(), (segments) => at(nodeOffset(document, segments)));
}

/** The start offset of the deepest node on `segments` that exists (the document start otherwise). */
function nodeOffset(document: Document, segments: PathSegment[]): number {
  for (let depth = segments.length; depth >= 0; depth--) {
    const node = depth === 0 ? document.contents : document.getIn(segments.slice(0, depth), true);
    if (node !== undefined && node !== null && typeof node === 'object' && 'range' in node) {
      const range = (node as { range?: [number, number, number] | null }).range;
      if (range !== undefined && range !== null) return range[0];
    }
  }
  return 0;
}

/** Reads and validates a seed file; throws `SeedError` with `file:line:column` on a bad seed. */
export async function loadSeedFile(path: string): Promise<Seed> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new SeedError([
      { file: path, path: '', message: `cannot read the seed file (${(cause as Error).message})` },
    ]);
  }
  return parseSeed(text, path);
}
