import { defined } from '../canonical/defined.js';
import type { BodyParamSpec, OperationSpec, ParamConstraints } from '../client/operation-spec.js';
import { escapeControls } from '../text/terminal-escape.js';

/** `smform api OPERATION_ID --help`: the operation, its parameter descriptions, and whether it needs `--yes`. */
export interface ApiHelpOutcome {
  spec: OperationSpec;
  /** The reference's description of each query and body parameter (nested as `a.b`, `a[].b`). */
  descriptions: Readonly<Record<string, string>>;
  requiresYes: boolean;
}

/** One parameter of the operation, as the help lists it. */
export interface ParameterHelp {
  /** As `name=value` takes it; nested fields as `deviceFields.name` or `items[].networkId` (JSON only). */
  name: string;
  in: 'path' | 'query' | 'body';
  /** `string`, `integer`, `string[]`, `object[]`, ... */
  type: string;
  required: boolean;
  enum?: readonly (string | number)[];
  /** The first item (array) or first comma-separated word (string) is one of these; tags follow. */
  leadingKeyword?: readonly string[];
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
  description?: string;
}

/** The path parameters' meaning (the reference describes them only by the path). */
const PATH_PARAMETERS: Readonly<Record<string, string>> = {
  organizationId: 'The organization id',
  networkId: 'The network id',
  deviceId: 'The device id',
  roleId: 'The limited-access role id',
  targetGroupId: 'The target group id',
  userId: 'The user id',
  userAccessDeviceId: 'The user access device id',
  attemptId: 'The activation lock bypass attempt id',
  vppAccountId: 'The VPP account id',
};

function typeOf(param: ParamConstraints): string {
  return param.type === 'array' ? `${param.itemType ?? 'string'}[]` : param.type;
}

function constraints(param: ParamConstraints): Partial<ParameterHelp> {
  const leading = param.firstElementEnum ?? param.leadingKeywordEnum;
  return {
    ...defined({ enum: param.enum, leadingKeyword: leading, minimum: param.minimum, maximum: param.maximum }),
  };
}

function bodyRows(
  params: readonly BodyParamSpec[],
  prefix: string,
  descriptions: Readonly<Record<string, string>>,
): ParameterHelp[] {
  return params.flatMap((param) => {
    const name = `${prefix}${param.name}`;
    const description = descriptions[name];
    const row: ParameterHelp = {
      name,
      in: 'body',
      type: param.properties !== undefined && param.type === 'array' ? 'object[]' : typeOf(param),
      required: param.required,
      ...constraints(param),
      ...defined({ description }),
    };
    const nested =
      param.properties === undefined
        ? []
        : bodyRows(param.properties, `${name}${param.type === 'array' ? '[].' : '.'}`, descriptions);
    return [row, ...nested];
  });
}

/** Every parameter of the operation: path first, then query, then body (nested fields after their parent). */
export function parametersOf({ spec, descriptions }: ApiHelpOutcome): ParameterHelp[] {
  return [
    ...spec.pathParams.map((name): ParameterHelp => ({
      name,
      in: 'path',
      type: 'string',
      required: true,
      description: PATH_PARAMETERS[name] ?? 'A path parameter',
    })),
    ...spec.queryParams.map((param): ParameterHelp => {
      const description = descriptions[param.name];
      return {
        name: param.name,
        in: 'query',
        type: typeOf(param),
        required: false,
        ...constraints(param),
        ...defined({ default: param.default, description }),
      };
    }),
    ...bodyRows(spec.bodyParams, '', descriptions),
  ];
}

/** A value that passes the operation's checks, for the example line. */
function sampleValue(param: ParameterHelp): string {
  if (param.name === 'organizationId') return '549236';
  if (param.name === 'networkId') return 'N_1';
  if (param.in === 'path') return param.name.replace(/Id$/, '').toLowerCase() + '-id';
  if (param.enum !== undefined) return String(param.enum[0]);
  if (param.leadingKeyword !== undefined)
    return `${param.leadingKeyword.includes('withAny') ? 'withAny' : (param.leadingKeyword[0] ?? '')},kiosk`;
  if (param.type === 'integer' || param.type === 'number') return String(param.minimum ?? 1);
  if (param.type === 'boolean') return 'true';
  if (param.name === 'pin') return '123456';
  if (param.type.endsWith('[]')) return param.type === 'object[]' ? `'[{...}]'` : 'a,b';
  if (param.type === 'object') return `'{...}'`;
  return 'VALUE';
}

/** `smform api OP name=value ...` with every required top-level parameter. */
export function exampleOf(outcome: ApiHelpOutcome): string {
  const required = parametersOf(outcome).filter((param) => param.required && !param.name.includes('.'));
  // A destructive device call must name its devices (smform refuses one that names none): show a serial.
  const selector = outcome.requiresYes
    ? parametersOf(outcome).find((param) => !param.required && /^serials?$/.test(param.name))
    : undefined;
  const named =
    selector === undefined ? [] : [selector.name === 'serial' ? 'serial=C02ABC123' : 'serials=C02ABC123'];
  const words = [...required.map((param) => `${param.name}=${sampleValue(param)}`), ...named];
  const flags = [...(outcome.spec.paged ? ['--paginate'] : []), ...(outcome.requiresYes ? ['--yes'] : [])];
  return ['smform api', outcome.spec.operationId, ...words, ...flags].join(' ');
}

function details(param: ParameterHelp): string {
  const parts = [
    ...(param.required ? ['required'] : []),
    ...(param.enum === undefined ? [] : [`one of ${param.enum.join(', ')}`]),
    ...(param.leadingKeyword === undefined
      ? []
      : [`starts with one of ${param.leadingKeyword.join(', ')}, then tags`]),
    ...(param.minimum === undefined && param.maximum === undefined
      ? []
      : [`from ${param.minimum ?? '-∞'} to ${param.maximum ?? '∞'}`]),
    ...(param.default === undefined ? [] : [`default ${String(param.default)}`]),
  ];
  return parts.join('; ');
}

/** Words of `text` on lines of at most `width` characters, each line after `indent`. */
function wrap(text: string, indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(`${indent}${line}`);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

/** The operation's method, path, parameters (one block each) and an example. */
export function renderApiHelpText(outcome: ApiHelpOutcome): string {
  const { spec } = outcome;
  const params = parametersOf(outcome);
  const nameWidth = Math.max(0, ...params.map((param) => param.name.length));
  const typeWidth = Math.max(0, ...params.map((param) => param.type.length));
  const lines = [
    `Usage: smform api ${spec.operationId} [name=value...] [options]`,
    '',
    ...wrap(spec.summary, '', 100),
    '',
    `${spec.method} ${spec.path}${spec.paged ? ' (paged: --paginate follows every page)' : ''}${
      outcome.requiresYes ? ' (runs only with --yes; a preview otherwise)' : ''
    }`,
    '',
  ];
  if (params.length === 0) lines.push('Parameters: none');
  else {
    lines.push('Parameters (name=value; camelCase, snake_case or the wire name):');
    for (const param of params) {
      const extra = details(param);
      lines.push(
        `  ${param.name.padEnd(nameWidth)}  ${param.in.padEnd(5)}  ${param.type.padEnd(typeWidth)}${extra === '' ? '' : `  ${extra}`}`.trimEnd(),
      );
      if (param.description !== undefined) lines.push(...wrap(param.description, '      ', 100));
    }
  }
  lines.push('', 'Example:', `  ${exampleOf(outcome)}`, '', 'More: smform api --help, docs/api-command.md');
  return `${lines.map((line) => escapeControls(line)).join('\n')}\n`;
}

/** The same as one JSON document: `{operationId, method, path, summary, paged, requiresYes, parameters, example}`. */
export function renderApiHelpJson(outcome: ApiHelpOutcome): string {
  const { spec } = outcome;
  const document = {
    operationId: spec.operationId,
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    paged: spec.paged,
    requiresYes: outcome.requiresYes,
    parameters: parametersOf(outcome),
    example: exampleOf(outcome),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const apiHelpRenderers: Record<'text' | 'json', (outcome: ApiHelpOutcome) => string> = {
  text: renderApiHelpText,
  json: renderApiHelpJson,
};
