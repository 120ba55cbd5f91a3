/**
 * Generates src/client/operations.ts from spec/operations.json (in this repository). Run through
 * `SMFORM_REGENERATE=1 npx vitest run test/client/operations-table.test.ts`; the same test fails when the
 * committed table and the generator's output drift apart.
 */
import type {
  BodyParamSpec,
  OperationSpec,
  ParamType,
  QueryParamSpec,
  ResponseEnvelope,
} from '../../src/client/operation-spec.js';

interface RawParam {
  name: string;
  wireName?: string;
  type: string;
  array?: boolean;
  required?: boolean;
  items?: { type?: string; properties?: RawParam[] };
  properties?: RawParam[];
  enum?: (string | number)[];
  firstElementEnum?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
  description?: string;
}

interface RawOperation {
  operationId: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: RawParam[];
  bodyParams: RawParam[];
  requestBodyRequired?: boolean;
  paged: boolean;
  successStatus: number;
  responseEnvelope: string;
  responseSkeleton: unknown;
  summary: string;
}

const PARAM_TYPES: readonly ParamType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

function paramType(type: string | undefined, where: string): ParamType {
  const found = PARAM_TYPES.find((t) => t === type);
  if (found === undefined) throw new Error(`${where}: unknown parameter type ${String(type)}`);
  return found;
}

function envelopeOf(raw: string): ResponseEnvelope {
  if (raw === 'array') return 'array';
  if (raw === 'object') return 'object';
  if (raw === 'empty') return 'empty';
  if (raw === '{items,meta}') return 'envelope';
  if (raw.startsWith('array-of-{items,meta}')) return 'envelope-array';
  if (raw.startsWith('unspecified')) return 'unspecified';
  throw new Error(`unknown response envelope ${raw}`);
}

/** `comma-separated: "<all|none|withAny>[, tag1 ...]"` -> ['all', 'none', 'withAny']. */
function leadingKeywords(format: string | undefined): string[] | undefined {
  if (format === undefined || !format.startsWith('comma-separated')) return undefined;
  const match = /<([^>]+)>/.exec(format);
  return match?.[1]?.split('|');
}

function constraintsOf(raw: RawParam, where: string): Omit<BodyParamSpec, 'name' | 'required'> {
  const type = paramType(raw.type, where);
  const leading = leadingKeywords(raw.format);
  return {
    type,
    ...(raw.items?.type === undefined ? {} : { itemType: paramType(raw.items.type, where) }),
    ...(raw.enum === undefined ? {} : { enum: raw.enum }),
    ...(raw.firstElementEnum === undefined ? {} : { firstElementEnum: raw.firstElementEnum }),
    ...(leading === undefined ? {} : { leadingKeywordEnum: leading }),
    ...(raw.minimum === undefined ? {} : { minimum: raw.minimum }),
    ...(raw.maximum === undefined ? {} : { maximum: raw.maximum }),
  };
}

function bodyParamOf(raw: RawParam, where: string): BodyParamSpec {
  const nested = raw.properties ?? raw.items?.properties;
  return {
    name: raw.name,
    required: raw.required === true,
    ...constraintsOf(raw, `${where}.${raw.name}`),
    ...(nested === undefined
      ? {}
      : { properties: nested.map((p) => bodyParamOf(p, `${where}.${raw.name}`)) }),
  };
}

function queryParamOf(raw: RawParam, where: string): QueryParamSpec {
  return {
    name: raw.name,
    wireName: raw.wireName ?? raw.name,
    array: raw.array === true,
    ...constraintsOf(raw, `${where}.${raw.name}`),
    ...(raw.default === undefined ? {} : { default: raw.default }),
  };
}

/** The table row for one raw operation. */
export function operationSpecOf(raw: RawOperation): OperationSpec {
  const where = raw.operationId;
  const perPage = raw.queryParams.find((q) => q.name === 'perPage');
  const method = raw.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'DELETE') {
    throw new Error(`${where}: unknown method ${method}`);
  }
  return {
    operationId: raw.operationId,
    method,
    path: raw.path,
    pathParams: raw.pathParams,
    queryParams: raw.queryParams.map((q) => queryParamOf(q, where)),
    bodyParams: raw.bodyParams.map((b) => bodyParamOf(b, where)),
    requestBodyRequired: raw.requestBodyRequired === true,
    paged: raw.paged,
    ...(raw.paged && perPage !== undefined
      ? { perPage: { default: Number(perPage.default ?? 1000), maximum: perPage.maximum ?? 1000 } }
      : {}),
    successStatus: raw.successStatus,
    responseEnvelope: envelopeOf(raw.responseEnvelope),
    summary: raw.summary,
  };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`;
}

/** A JavaScript literal with unquoted keys and single-quoted strings (prettier settles the layout). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${key(k)}: ${literal(v)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}

function tsTypeOf(
  type: ParamType,
  itemType: ParamType | undefined,
  properties?: readonly BodyParamSpec[],
): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return properties === undefined ? 'Record<string, unknown>' : objectType(properties);
    case 'array':
      if (properties !== undefined) return `Array<${objectType(properties)}>`;
      return `${tsTypeOf(itemType ?? 'string', undefined)}[]`;
  }
}

function objectType(properties: readonly BodyParamSpec[]): string {
  const fields = properties.map(
    (p) => `${key(p.name)}${p.required ? '' : '?'}: ${tsTypeOf(p.type, p.itemType, p.properties)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

function paramsType(spec: OperationSpec): string {
  const fields = [
    ...spec.pathParams.map((p) => `${key(p)}: string`),
    ...spec.queryParams.map((q) => `${key(q.name)}?: ${tsTypeOf(q.type, q.itemType)}`),
    ...spec.bodyParams.map(
      (b) => `${key(b.name)}${b.required ? '' : '?'}: ${tsTypeOf(b.type, b.itemType, b.properties)}`,
    ),
  ];
  return fields.length === 0 ? 'Record<string, never>' : `{ ${fields.join('; ')} }`;
}

/** A response skeleton (`{"id": "string", ...}`) as a TypeScript type; every field optional. */
function skeletonType(skeleton: unknown): string {
  if (Array.isArray(skeleton))
    return skeleton.length === 0 ? 'unknown[]' : `Array<${skeletonType(skeleton[0])}>`;
  if (skeleton !== null && typeof skeleton === 'object') {
    const entries = Object.entries(skeleton as Record<string, unknown>);
    const keyed = entries.find(([k]) => k.startsWith('<'));
    if (keyed !== undefined) return `Record<string, ${skeletonType(keyed[1])}>`;
    return `{ ${entries.map(([k, v]) => `${key(k)}?: ${skeletonType(v)}`).join('; ')} }`;
  }
  if (typeof skeleton === 'string') {
    if (skeleton.startsWith('string')) return 'string';
    if (skeleton === 'integer' || skeleton === 'number') return 'number';
    if (skeleton === 'boolean') return 'boolean';
    if (skeleton === 'object') return 'Record<string, unknown>';
  }
  return 'unknown';
}

function responseType(raw: RawOperation, spec: OperationSpec): string {
  if (spec.responseEnvelope === 'empty') return 'null';
  return skeletonType(raw.responseSkeleton);
}

/** Each parameter's description by its path (`deviceFields.name`, `items[].policies[].scope`). */
function descriptionsOf(params: readonly RawParam[], prefix = ''): [string, string][] {
  return params.flatMap((param) => {
    const path = `${prefix}${param.name}`;
    const nested = param.properties ?? param.items?.properties;
    const inner =
      nested === undefined ? [] : descriptionsOf(nested, `${path}${param.type === 'array' ? '[].' : '.'}`);
    const own: [string, string][] =
      param.description === undefined ? [] : [[path, param.description.replace(/\s+/g, ' ').trim()]];
    return [...own, ...inner];
  });
}

/**
 * The source of src/client/operation-docs.ts (before prettier): the reference's description of every
 * parameter, kept apart from the table so that only `smform api OPERATION --help` loads them.
 */
export function generateOperationDocsSource(rawOperations: unknown): string {
  if (!Array.isArray(rawOperations)) throw new Error('operations.json must hold an array');
  const raws = [...(rawOperations as RawOperation[])].sort((a, b) =>
    a.operationId.localeCompare(b.operationId),
  );
  const lines = [
    '// Generated from spec/operations.json by test/tools/generate-operations.ts: do not edit by hand.',
    '// Regenerate: SMFORM_REGENERATE=1 npx vitest run test/client/operations-table.test.ts',
    "import type { OperationId } from './operations.js';",
    '',
    '/** Per operation, the description of each query and body parameter (nested fields as `a.b`, `a[].b`). */',
    'export const OPERATION_DOCS: Readonly<Record<OperationId, Readonly<Record<string, string>>>> = {',
    ...raws.map(
      (raw) =>
        `${key(raw.operationId)}: ${literal(Object.fromEntries(descriptionsOf([...raw.queryParams, ...raw.bodyParams])))},`,
    ),
    '};',
    '',
  ];
  return lines.join('\n');
}

/** The source of src/client/operations.ts (before prettier). */
export function generateOperationsSource(rawOperations: unknown): string {
  if (!Array.isArray(rawOperations)) throw new Error('operations.json must hold an array');
  const raws = [...(rawOperations as RawOperation[])].sort((a, b) =>
    a.operationId.localeCompare(b.operationId),
  );
  const specs = raws.map(operationSpecOf);
  const lines = [
    '// Generated from spec/operations.json by test/tools/generate-operations.ts: do not edit by hand.',
    '// Regenerate: SMFORM_REGENERATE=1 npx vitest run test/client/operations-table.test.ts',
    "import type { OperationSpec } from './operation-spec.js';",
    '',
    '/** Every operation id of the Dashboard API operations smform knows, sorted. */',
    `export const OPERATION_IDS = ${literal(specs.map((s) => s.operationId))} as const;`,
    '',
    'export type OperationId = (typeof OPERATION_IDS)[number];',
    '',
    '/** The operation table: method, path, parameters with wire names, paging and success status. */',
    'export const OPERATIONS: Readonly<Record<OperationId, OperationSpec>> = {',
    ...specs.map((s) => `${key(s.operationId)}: ${literal(s)},`),
    '};',
    '',
    '/** Parameters of each operation by name: path parameters, query parameters and body fields together. */',
    'export interface OperationParams {',
    ...specs.map((s) => `${key(s.operationId)}: ${paramsType(s)};`),
    '}',
    '',
    '/** The response body of each operation, from the reference skeletons; every field may be absent. */',
    'export interface OperationResponses {',
    ...raws.map((r, i) => `${key(r.operationId)}: ${responseType(r, specs[i] as OperationSpec)};`),
    '}',
    '',
  ];
  return lines.join('\n');
}
