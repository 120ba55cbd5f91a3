import { Command, InvalidArgumentError, Option } from 'commander';
import type { SentryEnvelope, SentryPriority, TargetGroupEcho } from '../../emulator/behaviour.js';
import type { DEFAULT_RATE_LIMIT } from '../../emulator/server.js';
import type { SyntheticSpec } from '../../emulator/synthetic.js';
import { collect, nonNegativeNumber, port, type EmulatorFlags } from '../flags.js';
import type { CommandDefinition } from '../io.js';

/**
 * The emulator's behaviour switches (src/emulator/behaviour.ts), spelt out here so that `--help` does not
 * load emulator code; the compiler checks that each list holds exactly the emulator's values.
 */
const TARGET_GROUP_ECHOES = ['full', 'keyword', 'string', 'none'] as const;
const SENTRY_PRIORITIES = ['highest-first', 'lowest-first'] as const;
const SENTRY_ENVELOPES = ['array', 'object'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _EchoesMatch = Assert<Same<(typeof TARGET_GROUP_ECHOES)[number], TargetGroupEcho>>;
type _PrioritiesMatch = Assert<Same<(typeof SENTRY_PRIORITIES)[number], SentryPriority>>;
type _EnvelopesMatch = Assert<Same<(typeof SENTRY_ENVELOPES)[number], SentryEnvelope>>;
/** `--synthetic` keys, per organization and per network (src/emulator/synthetic.ts parses them). */
const SYNTHETIC_PER_ORG = ['networks', 'roles'] as const;
const SYNTHETIC_PER_NETWORK = ['devices', 'groups', 'users', 'sentry', 'controllers', 'deviceTags'] as const;
type _SyntheticKeysMatch = Assert<
  Same<
    'orgs' | (typeof SYNTHETIC_PER_ORG)[number] | (typeof SYNTHETIC_PER_NETWORK)[number],
    keyof SyntheticSpec
  >
>;
/** The emulator's default `--rate-limit` (the compiler checks it equals the server's). */
const RATE_LIMIT_DEFAULT = 10;
type _RateLimitMatches = Assert<Same<typeof RATE_LIMIT_DEFAULT, typeof DEFAULT_RATE_LIMIT>>;

/** `--echo target-group-scope=VALUE`: the one echo switch so far (as the emulator's `parseEchoSwitch`). */
function echoSwitch(value: string): TargetGroupEcho {
  const match = /^target-group-scope=(.*)$/.exec(value.trim());
  const echo = TARGET_GROUP_ECHOES.find((candidate) => candidate === match?.[1]);
  if (echo === undefined) {
    throw new InvalidArgumentError(
      `--echo takes target-group-scope=${TARGET_GROUP_ECHOES.join('|')}, not "${value}"`,
    );
  }
  return echo;
}

export const emulatorCommand: CommandDefinition = (io, setExitCode) =>
  new Command('emulator')
    .description(
      'run the local Dashboard API emulator; prints its base URL first, serves until SIGINT/SIGTERM',
    )
    .option('--seed <file>', 'YAML or JSON seed (see docs/emulator.md); default: no organizations')
    .option(
      '--synthetic <spec>',
      `a deterministic large organization set, KEY=N,...: orgs (default 1); per organization ${SYNTHETIC_PER_ORG.join(', ')}; per network ${SYNTHETIC_PER_NETWORK.join(', ')} (sentry: sentry policies; controllers: wireless LAN controllers; deviceTags: tags dt-01... on the devices); a key left out is 0`,
    )
    .option('--port <n>', 'port to listen on (0 = any free port)', port, 0)
    .option('--host <address>', 'address to bind', '127.0.0.1')
    .option('--api-key <key>', 'accept only this key (repeatable; default: any non-empty key)', collect, [])
    .option(
      '--rate-limit <rps>',
      `requests per second per organization, plus the same as burst; 0 = off (default ${RATE_LIMIT_DEFAULT})`,
      nonNegativeNumber,
    )
    .option('--latency <ms>', 'delay added to every answer, in milliseconds', nonNegativeNumber)
    .option(
      '--faults <spec>',
      'faults to inject, e.g. 5xx=0.1,reset=0.05,truncate=0.02,slow=0.05,storm=2s@0.5',
    )
    .addOption(
      new Option('--link-style <style>', 'absolute Link URLs (like the API) or relative to the base URL')
        .choices(['absolute', 'relative'])
        .default('absolute'),
    )
    .option('--random-seed <n>', 'seed for fault draws and synthetic data', nonNegativeNumber)
    .option('--log', 'print one line per request to stderr (never the key)', false)
    .option(
      '--echo <what=how>',
      `what target-group answers carry of the scope: target-group-scope=${TARGET_GROUP_ECHOES.join('|')} (default full)`,
      echoSwitch,
    )
    .addOption(
      new Option('--sentry-priority <order>', 'whether sentry priority "1" is the highest or the lowest')
        .choices([...SENTRY_PRIORITIES])
        .default('highest-first'),
    )
    .addOption(
      new Option(
        '--sentry-envelope <shape>',
        'sentry GET byNetwork: an array holding the envelope, or the envelope',
      )
        .choices([...SENTRY_ENVELOPES])
        .default('array'),
    )
    .option('--redirect-to <url>', 'shard mode: answer every request with 308 to this base URL')
    .option('--tls-cert <file>', 'serve https with this PEM certificate (with --tls-key)')
    .option('--tls-key <file>', 'the PEM private key of --tls-cert')
    .action(async (options: EmulatorFlags) => {
      const { runEmulator } = await import('./emulator-run.js');
      setExitCode(await runEmulator(io, options));
    });
