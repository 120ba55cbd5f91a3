import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/** An answer ready to send: status, headers and an optional JSON body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

export function errorAnswer(status: number, errors: string[], headers: Record<string, string> = {}): Answer {
  return { status, headers, body: { errors } };
}

export interface SendOptions {
  /** Send half the body, then drop the connection (the `Content-Length` still promises all of it). */
  truncate: boolean;
  /** Send the body in chunks this many milliseconds apart (0 = at once). */
  chunkDelayMs: number;
}

const SLOW_CHUNKS = 8;

/** Writes an answer; the body is JSON, except a 204, which has none. */
export async function sendAnswer(res: ServerResponse, answer: Answer, options: SendOptions): Promise<void> {
  const payload =
    answer.body === undefined || answer.status === 204 ? undefined : Buffer.from(JSON.stringify(answer.body));
  const headers: Record<string, string> = { ...answer.headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Length'] = String(payload.length);
  }
  res.writeHead(answer.status, headers);
  if (payload === undefined) {
    res.end();
    return;
  }
  if (options.truncate) {
    res.write(payload.subarray(0, Math.floor(payload.length / 2)));
    // Let the half reach the socket before the connection is dropped mid-body.
    await new Promise<void>((done) => setImmediate(done));
    res.socket?.destroy();
    return;
  }
  if (options.chunkDelayMs > 0) {
    const size = Math.max(1, Math.ceil(payload.length / SLOW_CHUNKS));
    for (let offset = 0; offset < payload.length; offset += size) {
      if (offset > 0) await delay(options.chunkDelayMs);
      if (res.destroyed) return;
      res.write(payload.subarray(offset, offset + size));
    }
    res.end();
    return;
  }
  res.end(payload);
}
