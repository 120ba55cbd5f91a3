import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const ROLES = '/api/v1/organizations/549236/sm/admins/roles?perPage=3';

/** Sends one raw HTTP/1.1 GET with exactly this Host line and returns the answer's head. */
function rawGet(emulator: RunningEmulator, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emulator.port, '127.0.0.1', () => {
      socket.write(
        `GET ${ROLES} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer test-key-link\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

function linkOf(head: string): string {
  return /^link: (.*)$/im.exec(head)?.[1] ?? '';
}

describe('the emulator builds Link URLs from a validated host', () => {
  it('never reflects a raw Host header into Link', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    for (const host of ['evil"><script>alert(1)</script>', 'a b', 'x/y', 'h@evil', 'h:1:2', 'h\tx']) {
      const head = await rawGet(emulator, host);
      expect(head, host).toMatch(/^HTTP\/1\.1 200/);
      const link = linkOf(head);
      expect(link, host).toContain(
        `<${emulator.url}/organizations/549236/sm/admins/roles?perPage=3&startingAfter=`,
      );
      expect(link, host).not.toMatch(/evil|script|a b|x\/y|h:1:2|h\tx/);
    }
  });

  it('uses a plain host and port the client named', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    for (const host of [`localhost:${emulator.port}`, 'smform-emulator.example', '[::1]:8080', '10.0.0.2']) {
      const link = linkOf(await rawGet(emulator, host));
      expect(link, host).toContain(`<http://${host}/api/v1/organizations/549236/sm/admins/roles?perPage=3&`);
    }
  });
});
