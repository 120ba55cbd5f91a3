/**
 * The naive baseline, run as its own process: `node naive.js JOB.json` with MERAKI_BASE_URL set. It sends
 * the job's requests one after another, follows `Link: rel=next` at the default perPage, waits out a 429's
 * `Retry-After` and tries again. No concurrency, no client-side budget: what a simple script would do.
 * Prints `{ requests, rateLimited }` as JSON.
 */
import { readFileSync } from 'node:fs';
import type { NaiveRequest } from './fixtures.js';

const NEXT = /<([^>]+)>;\s*rel="?next"?/;

async function send(url: string, request: NaiveRequest, counts: { requests: number; rateLimited: number }) {
  for (;;) {
    counts.requests += 1;
    const response = await fetch(url, {
      method: request.method,
      headers: {
        Authorization: 'Bearer test-key',
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    await response.arrayBuffer();
    if (response.status === 429) {
      counts.rateLimited += 1;
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((done) => setTimeout(done, seconds * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`${request.method} ${url} answered ${response.status}`);
    return response.headers.get('link') ?? '';
  }
}

async function main(): Promise<void> {
  const [jobFile = ''] = process.argv.slice(2);
  const baseUrl = process.env['MERAKI_BASE_URL'] ?? '';
  const requests = JSON.parse(readFileSync(jobFile, 'utf8')) as NaiveRequest[];
  const counts = { requests: 0, rateLimited: 0 };
  for (const request of requests) {
    let url: string | undefined = `${baseUrl}${request.path}`;
    while (url !== undefined) {
      const link = await send(url, request, counts);
      url = request.method === 'GET' ? NEXT.exec(link)?.[1] : undefined;
    }
  }
  process.stdout.write(`${JSON.stringify(counts)}\n`);
}

await main();
