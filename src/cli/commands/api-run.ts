import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import {
  OPERATION_IDS,
  OPERATIONS,
  validateParams,
  type OperationId,
  type OperationSpec,
} from '../../client/index.js';
import { SmformError } from '../../model/errors.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import type { ApiFlags } from '../flags.js';
import { DESTRUCTIVE_OPERATIONS, formatHits, previewHits } from './api-preview.js';
import { refuseWithoutDeviceSelector } from './api-selector.js';
import { parseParams } from './api-params.js';
import { POLICY_OPERATIONS, previewPolicyChange } from './api-policy-preview.js';
import { finish } from '../outcome.js';
import { nearest } from '../../text/did-you-mean.js';
import { apiListRenderers, type ApiListOutcome } from '../../report/api-list.js';
import { apiHelpRenderers } from '../../report/api-help.js';

/** Whether a call of the operation needs `--yes` (destructive or policy-replacing). */
function requiresYes(operationId: OperationId): boolean {
  return DESTRUCTIVE_OPERATIONS[operationId] !== undefined || POLICY_OPERATIONS.has(operationId);
}

/** Every operation as `--list` shows it. */
export function listOperations(): ApiListOutcome {
  return {
    operations: OPERATION_IDS.map((id) => {
      const spec = OPERATIONS[id];
      return {
        operationId: id,
        method: spec.method,
        path: spec.path,
        summary: spec.summary,
        requiresYes: requiresYes(id),
      };
    }),
  };
}

/** The operation of that id, or a usage error naming the nearest ids by edit distance. */
export function specOf(operationId: string): OperationSpec {
  if ((OPERATION_IDS as readonly string[]).includes(operationId))
    return OPERATIONS[operationId as OperationId];
  const lower = operationId.toLowerCase();
  const close = nearest(operationId, OPERATION_IDS);
  const guesses =
    close.length > 0 ? close : OPERATION_IDS.filter((id) => id.toLowerCase().includes(lower)).slice(0, 3);
  throw new SmformError(`unknown operation '${operationId}'`, {
    fault: 'usage',
    hint:
      guesses.length === 0
        ? `nothing was sent; run \`smform api --list\` for the ${OPERATION_IDS.length} operation ids`
        : `nothing was sent; did you mean ${orList(guesses)}? (smform api --list)`,
  });
}

/** `a`, `a or b`, `a, b or c`. */
function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

/** `smform api OPERATION_ID --help`: the operation's parameters and an example, from the operation table. */
export async function runApiHelp(io: CliIo, operationId: string, output: 'text' | 'json'): Promise<number> {
  const spec = specOf(operationId);
  const { OPERATION_DOCS } = await import('../../client/operation-docs.js');
  const id = spec.operationId as OperationId;
  io.out(apiHelpRenderers[output]({ spec, descriptions: OPERATION_DOCS[id], requiresYes: requiresYes(id) }));
  return finish(io, { kind: 'done' });
}

async function readInput(io: CliIo, file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (cause) {
    throw new SmformError(`cannot read --input ${file}: ${(cause as Error).message}`, { fault: 'usage' });
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (cause) {
    throw new SmformError(`--input ${file} is not valid JSON: ${(cause as Error).message}`, {
      fault: 'usage',
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SmformError(`--input ${file} must hold a JSON object of body parameters`, { fault: 'usage' });
  }
  return value as Record<string, unknown>;
}

/** Parses and checks every parameter; throws one usage error listing all problems (nothing is sent). */
export async function readParams(
  io: CliIo,
  spec: OperationSpec,
  words: readonly string[],
  inputFile: string | undefined,
  now: number,
): Promise<Record<string, unknown>> {
  const input = inputFile === undefined ? {} : await readInput(io, inputFile);
  const { params, problems } = parseParams(spec, words, input);
  const all = [...problems, ...validateParams(spec, params, now)];
  if (all.length > 0) {
    throw new SmformError(`${spec.operationId}: invalid parameters:\n  ${all.join('\n  ')}`, {
      fault: 'usage',
      hint: `nothing was sent; see docs/api-command.md (smform api --list names every operation)`,
    });
  }
  return params;
}

export function renderResult(result: unknown, output: 'json' | 'yaml'): string {
  if (result === null || result === undefined) return '';
  return output === 'yaml' ? stringify(result) : `${JSON.stringify(result, null, 2)}\n`;
}

export async function runApi(
  io: CliIo,
  options: GlobalFlags & ApiFlags,
  operationId: string | undefined,
  words: string[],
): Promise<number> {
  if (options.list) {
    io.out(apiListRenderers[options.output](listOperations()));
    return finish(io, { kind: 'done' });
  }
  if (options.output === 'text') {
    throw new SmformError('--output text is for --list; an answer prints as json or yaml', {
      fault: 'usage',
      hint: 'nothing was sent; pass --output json (the default) or --output yaml',
    });
  }
  if (operationId === undefined) {
    throw new SmformError('which operation? pass an operation id', {
      fault: 'usage',
      hint: 'e.g. smform api getNetworkSmDevices networkId=N_1; `smform api --list` names all 70',
    });
  }
  const spec = specOf(operationId);
  const params = await readParams(io, spec, words, options.input, Date.now());
  refuseWithoutDeviceSelector(spec.operationId, params);
  const context = await openContext(io, options);
  try {
    if (POLICY_OPERATIONS.has(spec.operationId) && !options.yes) {
      io.err(await previewPolicyChange(context.client, spec.operationId, params));
      throw new SmformError(
        `${spec.operationId} was not run: it replaces or deletes policy state and --yes was not given`,
        {
          fault: 'usage',
          hint: 'nothing was changed; check the list above and run again with --yes (or manage it with smform plan/apply)',
        },
      );
    }
    if (DESTRUCTIVE_OPERATIONS[spec.operationId] !== undefined && !options.yes) {
      const hits = await previewHits(context.client, spec.operationId, params);
      io.err(formatHits(spec.operationId, String(params['networkId']), hits));
      throw new SmformError(`${spec.operationId} was not run: it is destructive and --yes was not given`, {
        fault: 'usage',
        hint: 'nothing was changed; check the list above and run again with --yes',
      });
    }
    const result = await context.client.call(spec.operationId as OperationId, params, {
      paginate: options.paginate,
    });
    io.out(renderResult(result, options.output === 'yaml' ? 'yaml' : 'json'));
    if ((result === null || result === undefined) && !options.quiet)
      io.err(`${spec.operationId}: done (no content)\n`);
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}
