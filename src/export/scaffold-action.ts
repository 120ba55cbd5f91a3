/**
 * The shipped workflows install smform with npm from the config repository's package.json; with smform's
 * GitHub Action they install it from the action's own checkout instead, so the repository needs no
 * package.json. One source of workflows: the npm steps are replaced, everything else is kept byte for byte.
 */

const NPM_INSTALL = [
  '      - uses: actions/setup-node@v4',
  '        with:',
  '          node-version: 22',
  '          cache: npm',
  '      - run: npm ci',
  '',
].join('\n');

/** `owner/repo@ref` or `owner/repo/path@ref`, as `uses:` takes it: nothing YAML or a shell would read. */
const ACTION_REF = /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:\/[\w.-]+)*@[\w][\w./-]*$/;

/** Whether `ref` is a `uses:` reference to an action in a GitHub repository (`owner/repo@ref`). */
export function isActionRef(ref: string): boolean {
  return ACTION_REF.test(ref) && !ref.includes('..');
}

/** Workflow `name` with its npm install steps replaced by smform's action `ref`, and `npx smform` by `smform`. */
export function workflowWithAction(name: string, text: string, ref: string): string {
  if (!isActionRef(ref)) throw new Error(`not an action reference: ${JSON.stringify(ref)}`);
  const parts = text.split(NPM_INSTALL);
  if (parts.length < 2) throw new Error(`the shipped workflow ${name} has no npm install steps to replace`);
  return parts
    .join(`      - name: Install smform\n        uses: ${ref}\n`)
    .replaceAll('npx smform ', 'smform ');
}
