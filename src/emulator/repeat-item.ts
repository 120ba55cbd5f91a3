/**
 * The `repeat` fault: a list answer that names one item twice, as a paging overlap, a caching proxy or
 * an API bug can. The first item is listed again at the end of the list, in whichever shape the list
 * has: a bare array, an `{items}` envelope, or an array holding envelopes (the first envelope's items).
 */
export function repeatFirstItem(body: unknown): unknown {
  if (Array.isArray(body)) {
    const list: unknown[] = body;
    const [first] = list;
    if (isEnvelope(first)) return [{ ...first, items: repeated(first.items) }, ...list.slice(1)];
    return repeated(list);
  }
  if (isEnvelope(body)) return { ...body, items: repeated(body.items) };
  return body;
}

function isEnvelope(value: unknown): value is { items: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
}

function repeated(items: readonly unknown[]): unknown[] {
  return items.length === 0 ? [...items] : [...items, structuredClone(items[0])];
}
