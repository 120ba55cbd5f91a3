import type { Command } from 'commander';
import type { CliIo } from '../../src/cli/io.js';

/*
 * Checks smform command lines written in workflows and documents against the real commander program:
 * the command exists, every flag exists, a flag that takes a value has one. Nothing runs.
 */

export const silentIo: CliIo = {
  out: () => undefined,
  err: () => undefined,
  env: {},
  cwd: process.cwd(),
  isTTY: false,
};

/** Shell words of one command line, up to the first operator; `${{ ... }}` stays one word. */
function words(line: string): string[] {
  const result: string[] = [];
  let rest = line;
  while (rest.length > 0) {
    rest = rest.replace(/^\s+/, '');
    if (rest === '' || /^(>|\||;|&&|\)|`|#)/.test(rest)) break;
    const match = /^(\$\{\{.*?\}\}|"[^"]*"|'[^']*'|[^\s>|;)`]+)/.exec(rest);
    if (match?.[1] === undefined) break;
    result.push(match[1].replace(/^["']|["']$/g, ''));
    rest = rest.slice(match[1].length);
  }
  return result;
}

/**
 * Every `npx smform ...` invocation of a run script (with `bare`, `smform ...` too): comment lines dropped,
 * continuation lines joined.
 */
export function invocations(script: string, options: { bare?: boolean } = {}): string[][] {
  const code = script
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n\s*/g, ' ');
  const call =
    options.bare === true ? /(?:^|[\s($])(?:npx )?smform\s+([^\n]*)/g : /(?:^|[\s(])npx smform\s+([^\n]*)/g;
  return [...code.matchAll(call)].map((m) => words(m[1] ?? ''));
}

function longOptions(command: Command): Map<string, boolean> {
  return new Map(
    command.options.flatMap((o) => (o.long === undefined ? [] : [[o.long, o.required || o.optional]])),
  );
}

/** Problems with one invocation: an unknown command, an unknown flag, a flag missing its value. */
export function problems(program: Command, argv: string[]): string[] {
  const globals = longOptions(program);
  let i = 0;
  const found: string[] = [];
  while (argv[i]?.startsWith('--') === true) {
    const flag = argv[i] ?? '';
    if (!globals.has(flag)) found.push(`unknown global option ${flag}`);
    i += globals.get(flag) === true ? 2 : 1;
  }
  const name = argv[i];
  // `smform --version`, `smform --help`: the program's own flags, no command.
  if (name === undefined && ['--version', '--help'].includes(argv[0] ?? '')) return found;
  let command = program.commands.find((c) => c.name() === name);
  if (command === undefined) return [...found, `unknown command ${name ?? '(none)'}`];
  // A command of subcommands (`report merge`): the options are the subcommand's.
  if (command.commands.length > 0) {
    const sub = command.commands.find((c) => c.name() === argv[i + 1]);
    if (sub === undefined) return [...found, `${name}: unknown subcommand ${argv[i + 1] ?? '(none)'}`];
    command = sub;
    i += 1;
  }
  const own = longOptions(command);
  for (let j = i + 1; j < argv.length; j += 1) {
    const word = argv[j] ?? '';
    if (word.startsWith('${{')) continue;
    if (!word.startsWith('--')) continue;
    const [flag = '', inline] = word.split('=', 2);
    const takesValue = own.get(flag) ?? globals.get(flag);
    if (takesValue === undefined) found.push(`${name}: unknown option ${flag}`);
    else if (takesValue && inline === undefined) {
      const value = argv[j + 1];
      if (value === undefined || value.startsWith('--')) found.push(`${name}: ${flag} needs a value`);
      j += 1;
    }
  }
  return found;
}
