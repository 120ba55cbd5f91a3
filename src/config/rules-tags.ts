import { DEFAULT_POLICY } from '../model/desired.js';
import { TAGGED_KEYWORDS } from '../model/scope.js';
import type { TagScopeKeyword } from '../model/scope.js';
import type { Diagnostic } from '../model/source.js';
import { formatLocation } from './config-index.js';
import type { ConfigIndex, Declared } from './config-index.js';
import { matchingGlob } from '../glob.js';
import type { PathSegment } from './yaml-document.js';

/** One scoped selection of devices: a target group, an admin role or one sentry policy. */
interface ScopedEntry {
  /** Its words in a message (built only for a diagnostic). */
  label(): string;
  orgId: string;
  scope: string;
  tags: readonly string[];
  owner: Declared<unknown>;
  /** Path of the entry inside its owner (a sentry policy sits inside its assignment). */
  at: readonly PathSegment[];
}

/**
 * What a rule asks of an entry before it is built: most of 100,000 entries are of no interest to it.
 * `needsTags`: role scopes all need tags; tag-scope keywords only the tagged ones.
 */
type Wanted = (scope: string, tags: readonly string[], needsTags: boolean, orgId: string) => boolean;

/** The entries a rule wants, one at a time: a rule may learn from one entry what it wants of the next. */
function* scopedEntries(index: ConfigIndex, wanted: Wanted): Generator<ScopedEntry> {
  const needs = (scope: TagScopeKeyword) => TAGGED_KEYWORDS.includes(scope);
  for (const item of index.targetGroups) {
    const { scope } = item.value;
    const tags = item.value.tags ?? [];
    const needsTags = needs(scope);
    if (!wanted(scope, tags, needsTags, item.orgId)) continue;
    yield {
      label: () => `target group "${item.value.name}"`,
      orgId: item.orgId,
      scope,
      tags,
      owner: item,
      at: [],
    };
  }
  for (const item of index.adminRoles) {
    const { scope } = item.value;
    const tags = item.value.tags ?? [];
    if (!wanted(scope, tags, true, item.orgId)) continue;
    yield {
      label: () => `admin role "${item.value.name}"`,
      orgId: item.orgId,
      scope,
      tags,
      owner: item,
      at: [],
    };
  }
  for (const item of index.sentryAssignments) {
    for (const [p, policy] of (item.value.policies ?? []).entries()) {
      const tags = policy.tags ?? [];
      const needsTags = needs(policy.scope);
      if (!wanted(policy.scope, tags, needsTags, item.orgId)) continue;
      yield {
        label: () => `sentry policy ${p + 1} of network ${item.value.network}`,
        orgId: item.orgId,
        scope: policy.scope,
        tags,
        owner: item,
        at: ['policies', p],
      };
    }
  }
}

/** Tagged scopes (withAny, withAll, withoutAny, withoutAll and every role scope) given no tags. */
export function checkTagsRequired(index: ConfigIndex): Diagnostic[] {
  const entries = scopedEntries(index, (_scope, tags, needsTags) => needsTags && tags.length === 0);
  return [...entries].map((entry) => ({
    severity: 'error',
    code: 'tags-required',
    message: `${entry.label()} has scope ${entry.scope} but no tags`,
    path: entry.owner.pathOf([...entry.at, 'scope']),
    hint: `scope ${entry.scope} selects devices by their tags: add tags: [...]`,
    source: entry.owner.locate([...entry.at, 'scope']),
  }));
}

/** `all` and `none` select devices without tags: tags given to them are ignored. */
export function checkTagsIgnored(index: ConfigIndex): Diagnostic[] {
  const entries = scopedEntries(
    index,
    (scope, tags) => (scope === 'all' || scope === 'none') && tags.length > 0,
  );
  return [...entries].map((entry) => ({
    severity: 'warning',
    code: 'tags-ignored',
    message: `${entry.label()} has scope ${entry.scope}, so its tags are ignored`,
    path: entry.owner.pathOf([...entry.at, 'tags']),
    hint: `remove the tags, or use a tagged scope such as withAny`,
    source: entry.owner.locate([...entry.at, 'tags']),
  }));
}

/**
 * Tags that differ only in case or surrounding space, within an organization: device tags are
 * case-sensitive, so `Kiosk` and `kiosk` select different devices; spaces are trimmed.
 */
export function checkTagVariants(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Where a tag is written is looked up only for a diagnostic: most tags have none.
  const firstSeen = new Map<string, { tag: string; entry: ScopedEntry; t: number }>();
  const sourceOf = (entry: ScopedEntry, t: number) => entry.owner.locate([...entry.at, 'tags', t]);
  // Per organization, the tags already seen written as first seen, trimmed: another entry made of those
  // alone has nothing to report (a fleet repeats a few tags 100,000 times).
  const settled = new Map<string, Set<string>>();
  const settledIn = (orgId: string): Set<string> => {
    let tags = settled.get(orgId);
    if (tags === undefined) settled.set(orgId, (tags = new Set()));
    return tags;
  };
  const wanted: Wanted = (_scope, tags, _needsTags, orgId) => {
    const known = settledIn(orgId);
    return tags.some((tag) => !known.has(tag));
  };
  for (const entry of scopedEntries(index, wanted)) {
    const known = settledIn(entry.orgId);
    entry.tags.forEach((tag, t) => {
      const trimmed = tag.trim();
      if (tag !== trimmed) {
        diagnostics.push({
          severity: 'warning',
          code: 'tag-variant',
          message: `tag ${JSON.stringify(tag)} has surrounding space; it is read as ${JSON.stringify(trimmed)}`,
          path: entry.owner.pathOf([...entry.at, 'tags', t]),
          hint: 'remove the spaces',
          source: sourceOf(entry, t),
        });
      }
      const key = `${entry.orgId}\u0000${trimmed.toLowerCase()}`;
      const seen = firstSeen.get(key);
      if (seen === undefined) firstSeen.set(key, { tag: trimmed, entry, t });
      if (tag === trimmed && (seen === undefined || seen.tag === trimmed)) known.add(tag);
      if (seen !== undefined && seen.tag !== trimmed) {
        diagnostics.push({
          severity: 'warning',
          code: 'tag-variant',
          message: `tag "${trimmed}" differs only in case from "${seen.tag}" (${formatLocation(sourceOf(seen.entry, seen.t))})`,
          path: entry.owner.pathOf([...entry.at, 'tags', t]),
          hint: 'device tags are case-sensitive: these select different devices; use one spelling',
          source: sourceOf(entry, t),
        });
      }
    });
  }
  return diagnostics;
}

/** A declared name that the scope's `ignore` globs also match: the object would be managed and ignored. */
export function checkIgnoredButDeclared(index: ConfigIndex): Diagnostic[] {
  // The first declared policy counts, as in normalization (a second one is a declared-twice error).
  const orgIgnore = new Map<string, string[]>();
  for (const org of index.organizations) {
    const own = org.value.policy?.ignore;
    if (own !== undefined && !orgIgnore.has(org.value.id)) orgIgnore.set(org.value.id, own);
  }
  const networkIgnore = new Map<string, string[]>();
  for (const network of index.networks) {
    const own = network.value.policy?.ignore;
    if (own !== undefined && !networkIgnore.has(network.value.id)) networkIgnore.set(network.value.id, own);
  }
  const ignoreOfOrg = (orgId: string) => orgIgnore.get(orgId) ?? DEFAULT_POLICY.ignore;
  const diagnostics: Diagnostic[] = [];
  const check = (item: Declared<{ name: string }>, label: string, globs: readonly string[]): void => {
    // Most scopes ignore nothing: no glob, nothing to match.
    if (globs.length === 0) return;
    const glob = matchingGlob(item.value.name, globs);
    if (glob === undefined) return;
    diagnostics.push({
      severity: 'error',
      code: 'ignored-but-declared',
      message: `${label} "${item.value.name}" is declared but also matches the ignore glob "${glob}"`,
      path: item.pathOf(['name']),
      hint: 'remove the declaration, or narrow the ignore glob so it does not match this name',
      source: item.source,
    });
  };
  for (const item of index.adminRoles) check(item, 'admin role', ignoreOfOrg(item.orgId));
  for (const item of index.targetGroups) {
    check(item, 'target group', networkIgnore.get(item.networkId) ?? ignoreOfOrg(item.orgId));
  }
  return diagnostics;
}
