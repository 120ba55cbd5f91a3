/**
 * Compares by Unicode code point, so the order does not depend on locale or UTF-16 surrogates. Walks both
 * strings in place (sorting 100,000 tag sets must not allocate per comparison); a string that is a prefix
 * of the other sorts first, by the difference in code points left.
 */
export function compareCodePoints(a: string, b: string): number {
  // Code units first: up to the first difference the strings are equal, and where neither unit there is
  // a surrogate the difference is the code points' too (addresses share long prefixes; 100,000 are sorted).
  const shorter = Math.min(a.length, b.length);
  let unit = 0;
  while (unit < shorter && a.charCodeAt(unit) === b.charCodeAt(unit)) unit += 1;
  if (unit < shorter) {
    const left = a.charCodeAt(unit);
    const right = b.charCodeAt(unit);
    if ((left < 0xd800 || left > 0xdfff) && (right < 0xd800 || right > 0xdfff)) return left - right;
  } else if (a.length === b.length) return 0;
  else {
    // One is a prefix of the other; unless it ends between the halves of a pair, the rest is what counts.
    const last = a.charCodeAt(shorter - 1);
    if (shorter === 0 || last < 0xd800 || last > 0xdbff)
      return countCodePoints(a, shorter) - countCodePoints(b, shorter);
  }
  return compareByCodePoint(a, b);
}

function compareByCodePoint(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length) {
    const left = a.codePointAt(index) ?? 0;
    const right = b.codePointAt(index) ?? 0;
    if (left !== right) return left - right;
    // Equal code points take the same number of code units in both strings.
    index += left > 0xffff ? 2 : 1;
  }
  return countCodePoints(a, index) - countCodePoints(b, index);
}

function countCodePoints(text: string, from: number): number {
  let count = 0;
  for (let index = from; index < text.length; index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1) {
    count += 1;
  }
  return count;
}
