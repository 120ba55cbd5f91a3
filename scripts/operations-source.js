/**
 * The sources of src/client/operations.ts and src/client/operation-docs.ts (before prettier), made from
 * spec/operations.json in this repository. Pure: `generated-files.js` reads the input and formats.
 */
/**
 * @import { BodyParamSpec, OperationSpec, ParamType, QueryParamSpec, ResponseEnvelope } from '../src/client/operation-spec.js'
 */

/**
 * One parameter as spec/operations.json writes it.
 * @typedef {object} RawParam
 * @property {string} name
 * @property {string} [wireName]
 * @property {string} type
 * @property {boolean} [array]
 * @property {boolean} [required]
 * @property {{ type?: string; properties?: RawParam[] }} [items]
 * @property {RawParam[]} [properties]
 * @property {(string | number)[]} [enum]
 * @property {string[]} [firstElementEnum]
 * @property {string} [format]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {string | number | boolean} [default]
 * @property {string} [description]
 */

/**
 * One operation as spec/operations.json writes it.
 * @typedef {object} RawOperation
 * @property {string} operationId
 * @property {string} method
 * @property {string} path
 * @property {string[]} pathParams
 * @property {RawParam[]} queryParams
 * @property {RawParam[]} bodyParams
 * @property {boolean} [requestBodyRequired]
 * @property {boolean} paged
 * @property {number} successStatus
 * @property {string} responseEnvelope
 * @property {unknown} responseSkeleton
 * @property {string} summary
 */

/** @type {readonly ParamType[]} */
const PARAM_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

// A fixed locale: the default one follows LANG, and Czech sorts `ch` after `h` (checkinNetworkSmDevices).
const ID_ORDER = new Intl.Collator('en');

/**
 * @param {string | undefined} type
 * @param {string} where
 * @returns {ParamType}
 */
function paramType(type, where) {
  const found = PARAM_TYPES.find((t) => t === type);
  if (found === undefined) throw new Error(`${where}: unknown parameter type ${String(type)}`);
  return found;
}

/**
 * @param {string} raw
 * @returns {ResponseEnvelope}
 */
function envelopeOf(raw) {
  if (raw === 'array') return 'array';
  if (raw === 'object') return 'object';
  if (raw === 'empty') return 'empty';
  if (raw === '{items,meta}') return 'envelope';
  if (raw.startsWith('array-of-{items,meta}')) return 'envelope-array';
  if (raw.startsWith('unspecified')) return 'unspecified';
  throw new Error(`unknown response envelope ${raw}`);
}

/**
 * `comma-separated: "<all|none|withAny>[, tag1 ...]"` -> ['all', 'none', 'withAny'].
 * @param {string | undefined} format
 * @returns {string[] | undefined}
 */
function leadingKeywords(format) {
  if (format === undefined || !format.startsWith('comma-separated')) return undefined;
  const match = /<([^>]+)>/.exec(format);
  return match?.[1]?.split('|');
}

/**
 * @param {RawParam} raw
 * @param {string} where
 * @returns {Omit<BodyParamSpec, 'name' | 'required'>}
 */
function constraintsOf(raw, where) {
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

/**
 * @param {RawParam} raw
 * @param {string} where
 * @returns {BodyParamSpec}
 */
function bodyParamOf(raw, where) {
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

/**
 * @param {RawParam} raw
 * @param {string} where
 * @returns {QueryParamSpec}
 */
function queryParamOf(raw, where) {
  return {
    name: raw.name,
    wireName: raw.wireName ?? raw.name,
    array: raw.array === true,
    ...constraintsOf(raw, `${where}.${raw.name}`),
    ...(raw.default === undefined ? {} : { default: raw.default }),
  };
}

/**
 * The table row for one raw operation.
 * @param {RawOperation} raw
 * @returns {OperationSpec}
 */
export function operationSpecOf(raw) {
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

/** @param {string} name */
function key(name) {
  return IDENTIFIER.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`;
}

/**
 * A JavaScript literal with unquoted keys and single-quoted strings (prettier settles the layout).
 * @param {unknown} value
 * @returns {string}
 */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${key(k)}: ${literal(v)}`);
    return `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}

/**
 * @param {ParamType} type
 * @param {ParamType | undefined} itemType
 * @param {readonly BodyParamSpec[]} [properties]
 * @returns {string}
 */
function tsTypeOf(type, itemType, properties) {
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

/** @param {readonly BodyParamSpec[]} properties */
function objectType(properties) {
  const fields = properties.map(
    (p) => `${key(p.name)}${p.required ? '' : '?'}: ${tsTypeOf(p.type, p.itemType, p.properties)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

/** @param {OperationSpec} spec */
function paramsType(spec) {
  const fields = [
    ...spec.pathParams.map((p) => `${key(p)}: string`),
    ...spec.queryParams.map((q) => `${key(q.name)}?: ${tsTypeOf(q.type, q.itemType)}`),
    ...spec.bodyParams.map(
      (b) => `${key(b.name)}${b.required ? '' : '?'}: ${tsTypeOf(b.type, b.itemType, b.properties)}`,
    ),
  ];
  return fields.length === 0 ? 'Record<string, never>' : `{ ${fields.join('; ')} }`;
}

/**
 * A response skeleton (`{"id": "string", ...}`) as a TypeScript type; every field optional.
 * @param {unknown} skeleton
 * @returns {string}
 */
function skeletonType(skeleton) {
  if (Array.isArray(skeleton))
    return skeleton.length === 0 ? 'unknown[]' : `Array<${skeletonType(skeleton[0])}>`;
  if (skeleton !== null && typeof skeleton === 'object') {
    const entries = Object.entries(skeleton);
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

/**
 * @param {RawOperation} raw
 * @param {OperationSpec} spec
 */
function responseType(raw, spec) {
  if (spec.responseEnvelope === 'empty') return 'null';
  return skeletonType(raw.responseSkeleton);
}

/**
 * Each parameter's description by its path (`deviceFields.name`, `items[].policies[].scope`).
 * @param {readonly RawParam[]} params
 * @param {string} [prefix]
 * @returns {[string, string][]}
 */
function descriptionsOf(params, prefix = '') {
  return params.flatMap((param) => {
    const path = `${prefix}${param.name}`;
    const nested = param.properties ?? param.items?.properties;
    const inner =
      nested === undefined ? [] : descriptionsOf(nested, `${path}${param.type === 'array' ? '[].' : '.'}`);
    /** @type {[string, string][]} */
    const own =
      param.description === undefined ? [] : [[path, param.description.replace(/\s+/g, ' ').trim()]];
    return [...own, ...inner];
  });
}

/**
 * The operations sorted by id in a fixed order, whatever the input's order and the process locale.
 * @param {unknown} rawOperations
 * @returns {RawOperation[]}
 */
function sortedOperations(rawOperations) {
  if (!isOperationList(rawOperations)) throw new Error('operations.json must hold an array');
  return [...rawOperations].sort((a, b) => ID_ORDER.compare(a.operationId, b.operationId));
}

/**
 * @param {unknown} value
 * @returns {value is RawOperation[]}
 */
function isOperationList(value) {
  return Array.isArray(value);
}

/** The first lines of both generated files. */
const HEADER = [
  '// Generated from spec/operations.json by scripts/operations-source.js: do not edit by hand.',
  '// Regenerate: npm run generate',
];

/**
 * The source of src/client/operation-docs.ts (before prettier): the reference's description of every
 * parameter, kept apart from the table so that only `smform api OPERATION --help` loads them.
 * @param {unknown} rawOperations
 * @returns {string}
 */
export function operationDocsSource(rawOperations) {
  const raws = sortedOperations(rawOperations);
  const lines = [
    ...HEADER,
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

/**
 * The source of src/client/operations.ts (before prettier).
 * @param {unknown} rawOperations
 * @returns {string}
 */
export function operationsSource(rawOperations) {
  const raws = sortedOperations(rawOperations);
  const specs = raws.map(operationSpecOf);
  const lines = [
    ...HEADER,
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
    ...raws.map(
      (r, i) => `${key(r.operationId)}: ${responseType(r, /** @type {OperationSpec} */ (specs[i]))};`,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}
