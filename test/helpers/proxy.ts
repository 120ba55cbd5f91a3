import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/** What the proxy saw of one request: its request line and headers (a CONNECT's or a forwarded one's). */
export interface ProxySighting {
  method: string;
  /** `host:port` for CONNECT, the absolute URL for a forwarded request. */
  target: string;
  headers: IncomingHttpHeaders;
}

export interface TestProxy {
  /** `http://127.0.0.1:PORT` */
  url: string;
  seen: ProxySighting[];
  close(): Promise<void>;
}

/**
 * A real forwarding and CONNECT proxy on loopback, as a corporate proxy would be: CONNECT opens a tunnel
 * to the target (the proxy sees only the target line and the CONNECT headers), an absolute-form request
 * is forwarded. Everything it sees is recorded for the test to assert on.
 */
export async function startTestProxy(): Promise<TestProxy> {
  const seen: ProxySighting[] = [];
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    seen.push({ method: req.method ?? '', target: target.href, headers: req.headers });
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('connect', (req, client, head) => {
    const target = req.url ?? '';
    seen.push({ method: 'CONNECT', target, headers: req.headers });
    const [host, port] = target.split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const drop = (): void => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', drop);
    client.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
