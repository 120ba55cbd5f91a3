// @ts-check
/**
 * What `npm run mutate` (stryker.config.json) does not mutate, so that src/ carries no marker for the tool.
 * docs/testing.md ("What the tool skips") explains each rule; test/mutation/skipped-code.test.ts runs them
 * through Stryker's own instrumenter and checks that every function named below still exists.
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * Functions that only choose a faster way to an answer the full path gives too (a fast-path selector, a
 * pre-sort checked afterwards). A mutant in one, or in the condition that asks one, is a slower run of the
 * same answer, which no test can tell apart. Keyed by file, as these names are not unique in src/.
 */
export const SPEED_ONLY = {
  'src/canonical/json.ts': ['keysInOrder', 'ownKeysInOrder', 'propertyList'],
  'src/canonical/tags.ts': ['isCanonical'],
  'src/kinds/tags.ts': ['sameList'],
  'src/config/expand-templates.ts': ['anythingToExpand'],
  'src/planner/plan.ts': ['compareParts'],
};

/** Option members that only set how much runs at once. */
const SPEED_KNOBS = new Set(['concurrency']);

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

/** @type {WeakMap<object, boolean>} */
const holdsFunction = new WeakMap();

/** Whether a function is declared anywhere inside `node` (its body runs later, per call, so it is no constant). */
function containsFunction(/** @type {any} */ node) {
  if (node === null || typeof node !== 'object') return false;
  const known = holdsFunction.get(node);
  if (known !== undefined) return known;
  let found = typeof node.type === 'string' && FUNCTION_TYPES.has(node.type);
  for (const key of Object.keys(node)) {
    if (found) break;
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'extra') continue;
    const child = node[key];
    found = Array.isArray(child) ? child.some(containsFunction) : containsFunction(child);
  }
  holdsFunction.set(node, found);
  return found;
}

/** The speed-only names of the file being instrumented, if it has any. */
function speedOnlyNames(/** @type {any} */ path) {
  const file = String(path.hub?.file?.opts?.filename ?? '').replaceAll('\\', '/');
  const entry = Object.entries(SPEED_ONLY).find(([name]) => file === name || file.endsWith(`/${name}`));
  return entry === undefined ? undefined : new Set(entry[1]);
}

/** Whether `node` mentions one of `names` as an identifier. */
function mentions(/** @type {any} */ node, /** @type {Set<string>} */ names) {
  if (node === null || typeof node !== 'object') return false;
  if (node.type === 'Identifier' && names.has(node.name)) return true;
  return Object.keys(node).some((key) => {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') return false;
    const child = node[key];
    return Array.isArray(child) ? child.some((item) => mentions(item, names)) : mentions(child, names);
  });
}

/** The declared name of a function node, whether declared as a function or kept in a `const`. */
function functionName(/** @type {any} */ path) {
  if (path.node.type === 'FunctionDeclaration') return path.node.id?.name;
  if (path.parentPath?.node.type === 'VariableDeclarator' && path.key === 'init')
    return path.parentPath.node.id?.name;
  return undefined;
}

/** @type {import('@stryker-mutator/api/ignore').Ignorer} */
const ignorer = {
  shouldIgnore(/** @type {any} */ path) {
    // Module constants: code outside every function runs once, when the first test loads the module,
    // before any mutant is switched on; its mutants are static and no test can kill them.
    if (path.getFunctionParent() === null && !path.findParent((/** @type {any} */ p) => p.isClass())) {
      if (!containsFunction(path.node)) return 'module constant: runs once when the module loads (static)';
    }
    if (path.node.type === 'ObjectExpression' && path.node.properties.length > 0) {
      const knobs = path.node.properties.every(
        (/** @type {any} */ p) => p.type === 'ObjectProperty' && SPEED_KNOBS.has(p.key?.name),
      );
      if (knobs) return 'speed only: how many run at once';
    }
    const names = speedOnlyNames(path);
    if (names === undefined) return undefined;
    if (FUNCTION_TYPES.has(path.node.type) && names.has(functionName(path))) {
      return `speed only: ${functionName(path)} picks a faster way to the same answer`;
    }
    const asks =
      (path.key === 'test' &&
        (path.parentPath?.isIfStatement() || path.parentPath?.isConditionalExpression())) ||
      (path.key === 'init' && path.parentPath?.isVariableDeclarator());
    if (asks && mentions(path.node, names)) return 'speed only: the condition of a fast path';
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'speed-only', ignorer)];
