import type { Command, Option } from 'commander';

/**
 * `smform completion bash|zsh|fish`: a completion script generated from the commander program itself,
 * so every command, flag and `--output` value the program has is completed, and nothing it lacks. The
 * script is static: completing a word never starts smform.
 */

export type Shell = 'bash' | 'zsh' | 'fish';

interface FlagSpec {
  /** `--output`, `-o` */
  names: string[];
  description: string;
  /** Takes a value (`--out <file>`). */
  takesValue: boolean;
  /** The values it accepts, when the program lists them. */
  choices: string[];
  /** The value is a file or directory. */
  file: boolean;
}

interface CommandSpec {
  name: string;
  description: string;
  flags: FlagSpec[];
  /** Values of the first argument (the operation ids of `api`), when it has a fixed set. */
  firstArgument: string[];
}

export interface ProgramSpec {
  name: string;
  globalFlags: FlagSpec[];
  commands: CommandSpec[];
}

/** Words a script may carry unquoted: anything else is left out rather than escaped. */
const WORD = /^[\w.:/@+-]+$/;

function flagSpec(option: Option): FlagSpec {
  const names = [option.long, option.short].filter((name): name is string => name !== undefined);
  const takesValue = option.required || option.optional;
  return {
    names: names.filter((name) => WORD.test(name)),
    description: option.description,
    takesValue,
    choices: (option.argChoices ?? []).filter((choice) => WORD.test(choice)),
    file: takesValue && /<(file|dir|path|seed|snapshot|plan\w*|backup)>/i.test(option.flags),
  };
}

/** The program tree as completion needs it; `firstArguments` gives the fixed values of a command's first argument. */
export function describeProgram(
  program: Command,
  firstArguments: Record<string, readonly string[]>,
): ProgramSpec {
  return {
    name: program.name(),
    globalFlags: withHelp(program.options.map(flagSpec)),
    commands: program.commands
      .filter((command) => WORD.test(command.name()))
      .map((command) => ({
        name: command.name(),
        description: command.description(),
        flags: withHelp(command.options.map(flagSpec)),
        firstArgument: [
          ...(firstArguments[command.name()] ?? []),
          ...(command.registeredArguments[0]?.argChoices ?? []),
        ].filter((value) => WORD.test(value)),
      })),
  };
}

/** The flags and `--help`, once (a command that answers `--help` itself declares it as an option). */
function withHelp(flags: FlagSpec[]): FlagSpec[] {
  return flags.some((flag) => flag.names.includes('--help')) ? flags : [...flags, helpFlag()];
}

function helpFlag(): FlagSpec {
  return {
    names: ['--help', '-h'],
    description: 'display help',
    takesValue: false,
    choices: [],
    file: false,
  };
}

/** The completion script for `shell`. */
export function completionScript(shell: Shell, spec: ProgramSpec): string {
  if (shell === 'bash') return bashScript(spec);
  if (shell === 'zsh') return zshScript(spec);
  return fishScript(spec);
}

/** One line of a description: what a shell shows next to a candidate. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

function bashScript(spec: ProgramSpec): string {
  const fn = `_${spec.name}_completion`;
  const names = (flags: FlagSpec[]) => flags.flatMap((flag) => flag.names).join(' ');
  const valueCases: string[] = [];
  const addValueCases = (pattern: string, flags: FlagSpec[]) => {
    for (const flag of flags.filter((f) => f.takesValue)) {
      const reply =
        flag.choices.length > 0
          ? `COMPREPLY=($(compgen -W "${flag.choices.join(' ')}" -- "$cur"))`
          : flag.file
            ? 'COMPREPLY=($(compgen -f -- "$cur"))'
            : 'COMPREPLY=()';
      for (const name of flag.names) valueCases.push(`    ${pattern}:${name}) ${reply}; return ;;`);
    }
  };
  for (const command of spec.commands) addValueCases(command.name, command.flags);
  addValueCases('*', spec.globalFlags);
  const flagCases = spec.commands.map(
    (command) => `      ${command.name}) words="${names(command.flags)} ${names(spec.globalFlags)}" ;;`,
  );
  const argumentCases = spec.commands
    .filter((command) => command.firstArgument.length > 0)
    .map((command) => `      ${command.name}) words="${command.firstArgument.join(' ')}" ;;`);
  const commands = spec.commands.map((command) => command.name).join(' ');
  const valued = [
    ...new Set(
      [...spec.globalFlags, ...spec.commands.flatMap((command) => command.flags)]
        .filter((flag) => flag.takesValue)
        .flatMap((flag) => flag.names),
    ),
  ].join(' ');
  return `# ${spec.name} completion for bash. Load it with
#   source <(${spec.name} completion bash)
# or save it as ~/.local/share/bash-completion/completions/${spec.name}.
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
  local cmd="" positional=0 word words i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    if [[ " ${valued} " == *" $word "* ]]; then
      i=$((i + 1))
    elif [[ -z "$cmd" && " ${commands} " == *" $word "* ]]; then
      cmd="$word"
    elif [[ -n "$cmd" && "$word" != -* ]]; then
      positional=$((positional + 1))
    fi
  done
  case "$cmd:$prev" in
${valueCases.join('\n')}
  esac
  if [[ "$cur" == -* ]]; then
    case "$cmd" in
${flagCases.join('\n')}
      *) words="${names(spec.globalFlags)}" ;;
    esac
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
  elif [[ -z "$cmd" ]]; then
    COMPREPLY=($(compgen -W "${commands}" -- "$cur"))
  elif [[ "$positional" -eq 0 ]]; then
    words=""
    case "$cmd" in
${argumentCases.join('\n')}
    esac
    if [[ -n "$words" ]]; then COMPREPLY=($(compgen -W "$words" -- "$cur")); else COMPREPLY=($(compgen -f -- "$cur")); fi
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F ${fn} ${spec.name}
`;
}

/** Text inside a single-quoted zsh word and an _arguments `[...]` description. */
function zshText(text: string): string {
  return oneLine(text)
    .replace(/\\/g, '\\\\')
    .replace(/([[\]:])/g, '\\$1')
    .replace(/'/g, "'\\''");
}

function zshFlags(flags: FlagSpec[]): string[] {
  return flags.flatMap((flag) =>
    flag.names.map((name) => {
      const value = !flag.takesValue
        ? ''
        : flag.choices.length > 0
          ? `:value:(${flag.choices.join(' ')})`
          : flag.file
            ? ':file:_files'
            : ':value: ';
      const equals = flag.takesValue && name.startsWith('--') ? '=' : '';
      return `'*${name}${equals}[${zshText(flag.description)}]${value}'`;
    }),
  );
}

function zshScript(spec: ProgramSpec): string {
  const global = zshFlags(spec.globalFlags).map((line) => `    ${line}`);
  const commands = spec.commands.map((command) => `    '${command.name}:${zshText(command.description)}'`);
  const cases = spec.commands.map((command) => {
    const first =
      command.firstArgument.length > 0
        ? `'1:value:(${command.firstArgument.join(' ')})' '*:file:_files'`
        : "'*:file:_files'";
    return `    (${command.name}) _arguments -s "\${global[@]}" ${zshFlags(command.flags).join(' ')} ${first} ;;`;
  });
  return `#compdef ${spec.name}
# ${spec.name} completion for zsh. Load it with
#   source <(${spec.name} completion zsh)
# or save it as _${spec.name} in a directory of $fpath.
_${spec.name}() {
  local -a global commands
  local state line
  global=(
${global.join('\n')}
  )
  commands=(
${commands.join('\n')}
  )
  _arguments -C "\${global[@]}" '1:command:->command' '*::argument:->argument'
  case $state in
  (command) _describe -t commands '${spec.name} command' commands ;;
  (argument)
    case $line[1] in
${cases.join('\n')}
    esac ;;
  esac
}
if [[ "$funcstack[1]" = _${spec.name} ]]; then _${spec.name} "$@"; else compdef _${spec.name} ${spec.name}; fi
`;
}

/** Text inside a single-quoted fish word. */
function fishText(text: string): string {
  return oneLine(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

function fishFlags(spec: ProgramSpec, flags: FlagSpec[], condition: string): string[] {
  return flags.map((flag) => {
    const names = flag.names.map((name) =>
      name.startsWith('--') ? `-l ${name.slice(2)}` : `-s ${name.slice(1)}`,
    );
    const value = !flag.takesValue
      ? ''
      : flag.choices.length > 0
        ? ` -x -a '${flag.choices.join(' ')}'`
        : flag.file
          ? ' -r -F'
          : ' -x';
    return `complete -c ${spec.name}${condition} ${names.join(' ')}${value} -d '${fishText(flag.description)}'`;
  });
}

function fishScript(spec: ProgramSpec): string {
  const commands = spec.commands.map((command) => command.name).join(' ');
  const lines = [
    `# ${spec.name} completion for fish. Load it with`,
    `#   ${spec.name} completion fish | source`,
    `# or save it as ~/.config/fish/completions/${spec.name}.fish.`,
    `complete -c ${spec.name} -e`,
    ...fishFlags(spec, spec.globalFlags, ''),
    ...spec.commands.map(
      (command) =>
        `complete -c ${spec.name} -n 'not __fish_seen_subcommand_from ${commands}' -f -a ${command.name} -d '${fishText(command.description)}'`,
    ),
  ];
  for (const command of spec.commands) {
    const condition = ` -n '__fish_seen_subcommand_from ${command.name}'`;
    lines.push(...fishFlags(spec, command.flags, condition));
    if (command.firstArgument.length > 0) {
      lines.push(`complete -c ${spec.name}${condition} -f -a '${command.firstArgument.join(' ')}'`);
    }
  }
  return `${lines.join('\n')}\n`;
}
