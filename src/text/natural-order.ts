/**
 * The order people expect for ids and names in reports: runs of digits compare as numbers, so
 * `N_2` comes before `N_10` and `org/9` before `org/10`. For what people read only: plan JSON, the
 * plan hash and every other machine order keep code-point order (src/canonical/).
 */
export function compareNatural(a: string, b: string): number {
  const left = a.match(CHUNKS) ?? [];
  const right = b.match(CHUNKS) ?? [];
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    const order = isDigits(x) && isDigits(y) ? compareDigits(x, y) : compareCodePoints(x, y);
    if (order !== 0) return order;
  }
  if (left.length !== right.length) return left.length - right.length;
  // Equal as numbers (`N_02`, `N_2`): code points decide, so the order is total and stable.
  return compareCodePoints(a, b);
}

/** A comparator on one string of each item, in natural order. */
export function byNatural<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => compareNatural(key(a), key(b));
}

const CHUNKS = /\d+|\D+/g;

function isDigits(text: string): boolean {
  return text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57;
}

/** Two runs of digits as numbers of any length: fewer significant digits is smaller. */
function compareDigits(x: string, y: string): number {
  const a = x.replace(/^0+(?=\d)/, '');
  const b = y.replace(/^0+(?=\d)/, '');
  if (a.length !== b.length) return a.length - b.length;
  return compareCodePoints(a, b);
}

function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
