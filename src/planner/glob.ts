/**
 * Globs for names and addresses: `*` matches any run of characters (slashes included), `?` exactly
 * one; everything else is literal and case-sensitive. The whole text must match.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (const char of glob) {
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'su');
}

export function matchesAnyGlob(text: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(text));
}
