import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type DashboardClient } from '../../src/client/index.js';
import type { KindSpec } from '../../src/kinds/kind-spec.js';
import { registerKind } from '../../src/kinds/registry.js';

/** A kind the registry does not hold, registered for a suite, with its route served on loopback. */
export interface KindServer {
  /** A client of the route, failing at once (no retry worth waiting for); there from the suite's first test. */
  readonly client: DashboardClient;
}

/**
 * Registers `spec` and serves `route` on loopback before the suite's tests, with a client against it;
 * takes the kind out and closes both after them. Call it in a `describe` block.
 */
export function serveKind(spec: KindSpec, route: RequestListener): KindServer {
  const server = createServer(route);
  let client: DashboardClient | undefined;
  let unregister: (() => void) | undefined;
  beforeAll(async () => {
    unregister = registerKind(spec);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = createClient({
      apiKey: 'fake-test-key',
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      policy: { backoffBaseMs: 1, backoffCapMs: 2, maxAttempts: 1 },
    });
  });
  afterAll(async () => {
    unregister?.();
    await client?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    get client(): DashboardClient {
      if (client === undefined) throw new Error('the kind server starts before the suite’s first test');
      return client;
    },
  };
}
