import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Everything here comes from the package entry, as a library user has it.
import { createClient, loadConfig, startEmulator, type Seed } from '../../src/index.js';

/**
 * An emulator on loopback seeded with `seed`, a client of it, and a repository holding `config` as
 * `smform.yaml`, loaded; `writes()` lists the requests that changed something, in order.
 */
export async function libraryRepository(
  onFinished: (cleanup: () => Promise<void>) => void,
  seed: Seed,
  config: string,
) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const client = createClient({ apiKey: 'test-key-library', baseUrl: emulator.url });
  onFinished(() => client.close());
  const cwd = await mkdtemp(join(tmpdir(), 'smform-library-'));
  onFinished(() => rm(cwd, { recursive: true, force: true }));
  await writeFile(join(cwd, 'smform.yaml'), config);
  const desired = (await loadConfig(['smform.yaml'], { cwd })).state;
  if (desired === undefined) throw new Error('the test config is invalid');
  const writes = (): string[] =>
    emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  return { emulator, client, cwd, desired, writes };
}
