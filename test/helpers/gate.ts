import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy a test puts between the CLI and the emulator to decide when answers arrive. */
export interface Gate {
  /** The gate's base URL (the upstream's path kept), to pass as `--base-url`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Forwards one request to `upstream` as it is (Host header too, so `Link` URLs point back at the gate),
 * streaming both ways. `onAnswer` may take the answer over: return true when it did.
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  onAnswer: (answer: IncomingMessage, res: ServerResponse) => boolean = () => false,
): void {
  const out = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      if (onAnswer(answer, res)) return;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => res.destroy());
  req.pipe(out);
}

/** Starts a gate on an ephemeral loopback port in front of `target` (an emulator's base URL). */
export async function startGate(
  target: string,
  handle: (req: IncomingMessage, res: ServerResponse, upstream: URL) => void,
): Promise<Gate> {
  const upstream = new URL(target);
  const server = createServer((req, res) => handle(req, res, upstream));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
