import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** What the proxy does with one CONNECT: open the tunnel, close the socket unanswered, or answer a status. */
export type ConnectAnswer = 'tunnel' | 'drop' | 'hang' | number;

export interface ScriptedProxy {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** `127.0.0.1:PORT`, as error messages name the proxy. */
  host: string;
  /** The target (`host:port`) of every CONNECT received, in order. */
  connects: string[];
  close(): Promise<void>;
}

/**
 * A proxy on loopback that misbehaves on purpose: for each CONNECT, `answer(target)` says whether it
 * tunnels, drops the connection without a word, never answers, or answers with a status (403, 407, 502).
 */
export async function startScriptedProxy(answer: (target: string) => ConnectAnswer): Promise<ScriptedProxy> {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(405);
    res.end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req, client: Socket, head) => {
    const target = req.url ?? '';
    connects.push(target);
    client.on('error', () => client.destroy());
    const what = answer(target);
    if (what === 'drop') {
      client.destroy();
      return;
    }
    if (what === 'hang') return;
    if (typeof what === 'number') {
      client.end(`HTTP/1.1 ${what} Scripted\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const [host, port] = target.split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
