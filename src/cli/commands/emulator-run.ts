import { isAbsolute, resolve } from 'node:path';
import { defined } from '../../canonical/defined.js';
import { readFile } from 'node:fs/promises';
import { ExitCode, SmformError } from '../../model/errors.js';
import type { EmulatorFlags } from '../flags.js';
import { asExpectedKind, ensureReadableFile, SEED_HINT } from '../input-file.js';
import type { CliIo } from '../io.js';

async function readTls(
  io: CliIo,
  options: EmulatorFlags,
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
export async function runEmulator(io: CliIo, options: EmulatorFlags): Promise<number> {
  const { startEmulator } = await import('../../emulator/index.js');
  const tls = await readTls(io, options);
  const seed = options.seed;
  if (seed !== undefined) await ensureReadableFile(io, seed, 'the emulator seed', SEED_HINT);
  const start = (): ReturnType<typeof startEmulator> =>
    startEmulator({
      ...defined({
        tls,
        redirectTo: options.redirectTo,
        seedFile:
          options.seed === undefined
            ? undefined
            : isAbsolute(options.seed)
              ? options.seed
              : resolve(io.cwd, options.seed),
        synthetic: options.synthetic,
        rateLimit: options.rateLimit,
        latencyMs: options.latency,
        faults: options.faults,
        randomSeed: options.randomSeed,
        targetGroupEcho: options.echo,
      }),
      port: options.port,
      host: options.host,
      ...(options.apiKey.length === 0 ? {} : { apiKeys: options.apiKey }),
      linkStyle: options.linkStyle,
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
  const emulator = seed === undefined ? await start() : await asExpectedKind(io, seed, 'seed', start);
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
