/**
 * Live ids in creation order, oldest first: the API's ids are decimal numbers that grow with time, so a
 * shorter id is older and ids of one length compare by code point (other ids keep that fixed order).
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
