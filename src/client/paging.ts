import type { ResponseEnvelope } from './operation-spec.js';

export interface WebLink {
  url: string;
  rels: string[];
}

/**
 * Parses an RFC 8288 `Link` header: `<url>; rel=next, <url>; rel="prev first"`. Accepts quoted or unquoted
 * `rel`, several relations per link, any order of links and commas inside the URL brackets.
 */
export function parseLinkHeader(header: string | undefined): WebLink[] {
  if (header === undefined) return [];
  const links: WebLink[] = [];
  // A parameter's name stops at `=`, so a quoted value may hold `,` and `;` (`title="a, b"`).
  const pattern = /<([^>]*)>((?:\s*;\s*[^;,=]+(?:=(?:"[^"]*"|[^;,]*))?)*)/g;
  for (const match of header.matchAll(pattern)) {
    const url = match[1] ?? '';
    const rels: string[] = [];
    for (const param of (match[2] ?? '').split(';')) {
      const [name, ...rest] = param.split('=');
      if (name?.trim().toLowerCase() !== 'rel') continue;
      const value = rest.join('=').trim().replace(/^"|"$/g, '');
      const pieces = value.split(/\s+/);
      rels.push(...pieces.filter((r) => r.length > 0).map((r) => r.toLowerCase()));
    }
    links.push({ url, rels });
  }
  return links;
}

/** The URL of the first link with the relation (`next`, `prev`), if any. */
export function linkFor(header: string | undefined, rel: string): string | undefined {
  return parseLinkHeader(header).find((link) => link.rels.includes(rel))?.url;
}

/**
 * Resolves a `Link` URL against the base URL. Absolute URLs stay as they are; a path that starts with the
 * base path (`/api/v1/...`) is taken from the base's origin; any other path is relative to the base URL.
 */
export function resolveLink(link: string, baseUrl: URL): URL {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return new URL(link);
  const basePath = baseUrl.pathname.replace(/\/+$/, '');
  if (link === basePath || link.startsWith(`${basePath}/`) || link.startsWith(`${basePath}?`)) {
    return new URL(link, baseUrl.origin);
  }
  const relative = link.startsWith('/') ? link : `/${link}`;
  return new URL(`${baseUrl.origin}${basePath}${relative}`);
}

function isEnvelope(value: unknown): value is { items: unknown[]; meta?: unknown } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Array.isArray((value as { items?: unknown }).items)
  );
}

function isEnvelopeArray(value: unknown): value is { items: unknown[]; meta?: unknown }[] {
  return Array.isArray(value) && value.length > 0 && value.every(isEnvelope);
}

/**
 * Merges the bodies of consecutive pages, in dataset order, into one body of the same shape:
 * - bare lists are concatenated;
 * - `{items, meta}` envelopes become one envelope: items concatenated, the last page's `meta`;
 * - arrays of envelopes become an array holding ONE envelope, items concatenated, the last `meta`.
 * An operation documented as a bare list is always merged as a list.
 */
export function mergePages(pages: readonly unknown[], envelope: ResponseEnvelope): unknown {
  if (pages.length === 1) return pages[0];
  const shaped = envelope === 'array' ? undefined : pages.find((p) => isEnvelope(p) || isEnvelopeArray(p));
  if (shaped === undefined) {
    return pages.flatMap((page) => (Array.isArray(page) ? (page as unknown[]) : [page]));
  }
  const envelopes = pages.flatMap((page) => (isEnvelope(page) ? [page] : isEnvelopeArray(page) ? page : []));
  const items = envelopes.flatMap((e) => e.items);
  const last = envelopes[envelopes.length - 1];
  // The last envelope's members, its `meta` among them.
  const merged = { ...last, items };
  return Array.isArray(shaped) ? [merged] : merged;
}
