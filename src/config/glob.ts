/** Compiles a name glob: `*` matches any run of characters, `?` one character; case-sensitive. */
export function compileGlob(glob: string): RegExp {
  let pattern = '';
  for (const char of glob) {
    if (char === '*') pattern += '.*';
    else if (char === '?') pattern += '.';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'su');
}

/** The first of `globs` that matches `name`, if any. */
export function matchingGlob(name: string, globs: readonly string[]): string | undefined {
  return globs.find((glob) => compileGlob(glob).test(name));
}
