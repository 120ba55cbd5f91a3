import { isAbsolute, resolve } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { readFile } from 'node:fs/promises';
import { ExitCode, SmformError } from '../../model/errors.js';
import {
  parseEchoSwitch,
  SENTRY_ENVELOPES,
  SENTRY_PRIORITIES,
  TARGET_GROUP_ECHOES,
  type SentryEnvelope,
  type SentryPriority,
  type TargetGroupEcho,
} from '../../emulator/behaviour.js';
import type { CliIo } from '../io.js';
import type { CommandDefinition } from './index.js';

export interface EmulatorCommandOptions {
  seed?: string;
  synthetic?: string;
  port: number;
  host: string;
  apiKey: string[];
  rateLimit?: number;
  latency?: number;
  faults?: string;
  linkStyle: 'absolute' | 'relative';
  randomSeed?: number;
  log: boolean;
  echo?: TargetGroupEcho;
  sentryPriority: SentryPriority;
  sentryEnvelope: SentryEnvelope;
  redirectTo?: string;
  tlsCert?: string;
  tlsKey?: string;
}

function echoSwitch(value: string): TargetGroupEcho {
  try {
    return parseEchoSwitch(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

function nonNegativeNumber(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0) {
    throw new InvalidArgumentError('expected a number >= 0');
  }
  return number;
}

function port(value: string): number {
  const number = nonNegativeNumber(value);
  if (!Number.isInteger(number) || number > 65535) throw new InvalidArgumentError('expected a port 0-65535');
  return number;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export const emulatorCommand: CommandDefinition = (io, setExitCode) =>
  new Command('emulator')
    .description(
      'run the local Dashboard API emulator; prints its base URL first, serves until SIGINT/SIGTERM',
    )
    .option('--seed <file>', 'YAML or JSON seed (see docs/emulator.md); default: no organizations')
    .option(
      '--synthetic <spec>',
      'a deterministic large organization set: orgs=N,networks=N,devices=N,groups=N,roles=N',
    )
    .option('--port <n>', 'port to listen on (0 = any free port)', port, 0)
    .option('--host <address>', 'address to bind', '127.0.0.1')
    .option('--api-key <key>', 'accept only this key (repeatable; default: any non-empty key)', collect, [])
    .option(
      '--rate-limit <rps>',
      'requests per second per organization, plus the same as burst; 0 = off',
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
    .action(async (options: EmulatorCommandOptions) => {
      setExitCode(await runEmulator(io, options));
    });

async function readTls(
  io: CliIo,
  options: EmulatorCommandOptions,
): Promise<{ cert: string; key: string } | undefined> {
  if (options.tlsCert === undefined && options.tlsKey === undefined) return undefined;
  if (options.tlsCert === undefined || options.tlsKey === undefined) {
    throw new SmformError('--tls-cert and --tls-key go together', { fault: 'usage' });
  }
  const read = async (file: string, flag: string): Promise<string> => {
    try {
      return await readFile(isAbsolute(file) ? file : resolve(io.cwd, file), 'utf8');
    } catch (error) {
      throw new SmformError(`${flag}: cannot read ${file}: ${(error as Error).message}`, { fault: 'usage' });
    }
  };
  return { cert: await read(options.tlsCert, '--tls-cert'), key: await read(options.tlsKey, '--tls-key') };
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine reaches. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}

/** Starts the emulator, prints its URL as the first stdout line, and serves until a signal. */
export async function runEmulator(io: CliIo, options: EmulatorCommandOptions): Promise<number> {
  const { startEmulator } = await import('../../emulator/index.js');
  const tls = await readTls(io, options);
  const emulator = await startEmulator({
    ...(tls === undefined ? {} : { tls }),
    ...(options.redirectTo === undefined ? {} : { redirectTo: options.redirectTo }),
    ...(options.seed === undefined
      ? {}
      : { seedFile: isAbsolute(options.seed) ? options.seed : resolve(io.cwd, options.seed) }),
    ...(options.synthetic === undefined ? {} : { synthetic: options.synthetic }),
    port: options.port,
    host: options.host,
    ...(options.apiKey.length === 0 ? {} : { apiKeys: options.apiKey }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.latency === undefined ? {} : { latencyMs: options.latency }),
    ...(options.faults === undefined ? {} : { faults: options.faults }),
    ...(options.randomSeed === undefined ? {} : { randomSeed: options.randomSeed }),
    linkStyle: options.linkStyle,
    ...(options.echo === undefined ? {} : { targetGroupEcho: options.echo }),
    sentryPriority: options.sentryPriority,
    sentryEnvelope: options.sentryEnvelope,
    // Nobody reads the log of a process emulator (--log prints as it goes): keep memory flat.
    requestLogLimit: 10_000,
    ...(options.log
      ? {
          onRequest: (entry) => {
            const query = entry.query === '' ? '' : `?${entry.query}`;
            const org = entry.orgId === undefined ? '' : ` org=${entry.orgId}`;
            const fault = entry.fault === undefined ? '' : ` fault=${entry.fault}`;
            io.err(
              `${new Date(entry.at).toISOString()} ${entry.method} ${entry.path}${query} ${entry.status}${org}${fault}\n`,
            );
          },
        }
      : {}),
  });
  if (!isLoopback(options.host) && options.apiKey.length === 0) {
    io.err(
      `warning: the emulator listens on ${options.host}, beyond this machine, and accepts any API key: anyone who reaches it can read and change its state; pass --api-key KEY to accept only that key\n`,
    );
  }
  io.out(`${emulator.url}\n`);
  const signal = await new Promise<NodeJS.Signals>((done) => {
    const stop = (received: NodeJS.Signals): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done(received);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await emulator.close();
  if (options.log) io.err(`emulator stopped (${signal})\n`);
  return ExitCode.ok;
}
