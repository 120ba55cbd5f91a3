/**
 * Globs for names and addresses (`ignore`, `--target`, `--exclude`): `*` matches any run of characters
 * (slashes included), `?` exactly one; everything else is literal and case-sensitive. The whole text must
 * match.
 */
export function compileGlob(glob: string): RegExp {
  let pattern = '';
  for (const char of glob) {
    if (char === '*') pattern += '.*';
    else if (char === '?') pattern += '.';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'su');
}

/** The first of `globs` that matches `text`, if any. */
export function matchingGlob(text: string, globs: readonly string[]): string | undefined {
  return globs.find((glob) => compileGlob(glob).test(text));
}

export function matchesAnyGlob(text: string, globs: readonly string[]): boolean {
  return matchingGlob(text, globs) !== undefined;
}
