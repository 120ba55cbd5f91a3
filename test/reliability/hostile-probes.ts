import type { Seed } from '../../src/emulator/index.js';

/* The probe list every hostile-name test uses, and what must never reach a terminal raw. */

/**
 * Names anyone with Dashboard access can give a target group, a role or a device: each one tries to act
 * on a terminal (escape sequences, carriage returns, BiDi) or on the Markdown of a PR comment or a drift
 * issue (close a fence or `<details>`, forge the hidden marker, mention, link, embed, add a heading).
 */
export const HOSTILE: Record<string, string> = {
  csi: 'red\u001b[31mX\u001b[2J\u001b[0m',
  cr: 'Safe\rEvil overwrite',
  fakeOutcome: 'x\n\nNo changes.',
  oscTitle: 'a\u001b]0;pwned\u0007b',
  osc8: '\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\',
  bidi: 'invoice\u202Efdp.exe',
  zeroWidth: 'zero\u200Bwidth\uFEFF',
  nul: 'nul\u0000byte\u007f',
  c1: 'c1\u009B31mred',
  lineSeparator: 'line\u2028separator',
  details: '</details><h1>x</h1>',
  marker: '<!-- smform:plan --> <!-- smform:drift -->',
  pipes: 'a|b|c',
  mention: '@octocat please',
  image: '![img](https://evil.example/x.png)',
  link: '[link](https://evil.example)',
  fence: '```\n# Heading\n```',
  span: '`` ` ``',
  long: `L${'o'.repeat(19_998)}ng`,
};
export const NAMES = Object.values(HOSTILE);

/** Raw bytes a terminal acts on or a reader cannot see: C0 (but new line), DEL, C1, BiDi, zero-width. */
export const RAW =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/u;

/** `text` with its first raw control or invisible character pointed out, or undefined when it has none. */
export function rawIn(text: string): string | undefined {
  const found = RAW.exec(text);
  if (found === null) return undefined;
  const at = found.index;
  return `a raw U+${found[0].codePointAt(0)?.toString(16) ?? ''} near ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))}`;
}

/**
 * One organization per hostile name (ids 7100, 7101, ...), named with it, holding one network (N_0,
 * N_1, ...) with that name and product type, and one target group (t0, ...) and role (r0, ...) with it.
 */
export const ORGS_SEED: Seed = {
  organizations: NAMES.map((name, i) => ({
    id: String(7100 + i),
    name,
    adminRoles: [{ roleId: `r${i}`, name, scope: 'some', tags: [name] }],
    networks: [
      {
        id: `N_${i}`,
        name,
        productTypes: ['systemsManager', name],
        targetGroups: [{ id: `t${i}`, name, scope: 'withAny', tags: [name] }],
      },
    ],
  })),
};
