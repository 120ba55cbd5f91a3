import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createClient } from '../src/client/index.js';
import { startEmulator, type Seed } from '../src/emulator/index.js';
import { exportOrganization, readForExport } from '../src/export/index.js';

/**
 * Writes the config of the given organizations of a seed under `dir`, the way `smform export` would:
 * an in-process emulator serves the seed without a rate limit, and the export reads it. A plan of the
 * result against the same seed is empty, so the differences from the live seed are exactly the edits.
 * `perSecond` lifts the client's own pacing (10/s per organization), for fleets of thousands of networks.
 */
export async function exportConfig(
  seed: Seed,
  orgIds: readonly string[],
  dir: string,
  perSecond?: number,
): Promise<void> {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: emulator.url,
    ...(perSecond === undefined ? {} : { policy: { perOrgRate: perSecond, globalRate: perSecond } }),
  });
  try {
    for (const orgId of orgIds) {
      const org = seed.organizations.find((candidate) => candidate.id === orgId);
      const networkIds = (org?.networks ?? []).map((network) => network.id);
      const read = await readForExport(client, orgId, networkIds);
      for (const file of exportOrganization(read.org).files) {
        const target = join(dir, file.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.text);
      }
    }
  } finally {
    await client.close();
    await emulator.close();
  }
}
