import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { copyOfExample } from '../helpers/example-copy.js';

/*
 * `--events FILE`: every event of a real apply (against the emulator, once clean and once with server
 * errors that force retries) is valid against schemas/events.schema.json, and the stream agrees with
 * itself and with the text progress printed from the same events.
 */

const schema = JSON.parse(await readFile(resolve('schemas/events.schema.json'), 'utf8')) as object;
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

type Event = { type: string; seq: number } & Record<string, unknown>;

async function eventsIn(file: string): Promise<Event[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  expect(lines.pop()).toBe('');
  return lines.map((line, i) => {
    const event = JSON.parse(line) as Event;
    expect(validate(event), `line ${i + 1}: ${line}\n${ajv.errorsText(validate.errors)}`).toBe(true);
    return event;
  });
}

const count = (events: Event[], type: string): number => events.filter((e) => e.type === type).length;

function wellOrdered(events: Event[]): void {
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  expect(events[0]?.type).toBe('started');
  expect(events.at(-1)?.type).toBe('summary');
  expect(count(events, 'summary')).toBe(1);
}

describe('the event stream of apply --events', () => {
  it('a clean apply: reads, the planned changes, each write, and a summary that adds them up', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const run = await smform(
      [
        '--emulator',
        resolve('examples/acme/live.yaml'),
        'apply',
        resolve('examples/acme'),
        '--auto-approve',
        '--events',
        'events.jsonl',
      ],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(0);
    const events = await eventsIn(join(cwd, 'events.jsonl'));
    wellOrdered(events);
    for (const type of [
      'read_started',
      'scope_read',
      'read_done',
      'devices_read',
      'plan_made',
      'writes_started',
      'write_started',
      'write_done',
    ])
      expect(count(events, type), type).toBeGreaterThan(0);
    const planned = events
      .filter((e) => e.type === 'change_planned')
      .map((e) => `${String(e['action'])} ${String(e['address'])}`);
    expect(planned.sort()).toEqual([
      'create org/549236/adminRole/Helpdesk APAC',
      'update network/N_24329156/targetGroup/Finance Macs',
      'update network/N_24329157/deviceTag/loaner',
      'update org/549236/sentry/N_24329161',
    ]);
    const summary: Record<string, unknown> = events.at(-1) ?? {};
    expect(summary['changesPlanned']).toBe(4);
    expect(summary['writes']).toEqual({ done: count(events, 'write_done'), failed: 0, skipped: 0 });
    expect(summary['scopesRead']).toBe(count(events, 'scope_read'));
    // The text progress on stderr is drawn from the same events: one line per finished write.
    const written = events.filter((e) => e.type === 'write_done').flatMap((e) => e['addresses'] as string[]);
    for (const address of written) expect(run.stderr).toContain(address);
  });

  it('an apply through server errors: each retry wait and each failed write is an event, counted in the summary', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(resolve('examples/acme/live.yaml'), {
      rateLimit: 0,
      faults: '5xx=0.3,5xx-after-write=1',
      randomSeed: 7,
    });
    const cwd = await workdir(onTestFinished, {});
    const env = {
      MERAKI_DASHBOARD_API_KEY: 'test-key',
      MERAKI_BASE_URL: emulator.url,
      SMFORM_TEST_FAST_RETRY: '1',
    };
    // A copy: the apply takes the lock in its config's directory, which other suites' applies would share.
    const run = await smform(
      ['apply', await copyOfExample('acme'), '--auto-approve', '--no-backup', '--events', 'events.jsonl'],
      { cwd, env },
    );
    const events = await eventsIn(join(cwd, 'events.jsonl'));
    wellOrdered(events);
    const summary: Record<string, unknown> = events.at(-1) ?? {};
    expect(count(events, 'retry_waited')).toBeGreaterThan(0);
    expect(summary['retries']).toBe(count(events, 'retry_waited'));
    const writes = summary['writes'] as { done: number; failed: number; skipped: number };
    expect(writes.failed).toBe(count(events, 'write_failed'));
    expect(writes.done + writes.skipped).toBe(count(events, 'write_done'));
    // The seeded faults fail a write: the run exits 1 and its stream still ends with the summary.
    expect(writes.failed).toBeGreaterThan(0);
    expect(run.code).toBe(1);
    for (const failed of events.filter((e) => e.type === 'write_failed'))
      expect(run.stderr).toContain(
        `failed to ${String(failed['action'])} ${(failed['addresses'] as string[])[0] ?? ''}`,
      );
  });

  it('a run that stops before it reads still writes its stream, started then the summary, over an older file', async ({
    onTestFinished,
  }) => {
    const acme = await copyOfExample('acme');
    const held = await copyOfExample('acme');
    await mkdir(join(held, '.smform'));
    await writeFile(
      join(held, '.smform', 'apply.lock'),
      `${JSON.stringify({ pid: 1, host: 'another-host', startedAt: '2026-11-27T09:00:00.000Z' })}\n`,
    );
    const key = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: 'http://127.0.0.1:9/api/v1' };
    const cases: { argv: string[]; env: Record<string, string>; code: number; error: string }[] = [
      {
        argv: ['apply', 'bad.yaml', '--auto-approve'],
        env: key,
        code: 3,
        error: 'the configuration is invalid',
      },
      { argv: ['plan', 'bad.yaml'], env: key, code: 3, error: 'the configuration is invalid' },
      { argv: ['drift', 'bad.yaml'], env: key, code: 3, error: 'the configuration is invalid' },
      { argv: ['apply', held, '--auto-approve'], env: key, code: 1, error: 'another apply holds the lock' },
      {
        argv: ['apply', acme, '--auto-approve'],
        env: {},
        code: 1,
        error: 'MERAKI_DASHBOARD_API_KEY is not set',
      },
      { argv: ['plan', acme], env: {}, code: 1, error: 'MERAKI_DASHBOARD_API_KEY is not set' },
    ];
    for (const { argv, env, code, error } of cases) {
      const cwd = await workdir(onTestFinished, {
        'bad.yaml': 'organizations:\n  - id: "1"\n    bogus: 1\n',
        'events.jsonl': '{"v":"1","seq":1,"type":"started"}\n',
      });
      const run = await smform([...argv, '--events', 'events.jsonl'], { cwd, env });
      expect(run.code, run.stderr).toBe(code);
      expect(run.stderr).toContain(error);
      const events = await eventsIn(join(cwd, 'events.jsonl'));
      wellOrdered(events);
      expect(
        events.map((e) => e.type),
        argv.join(' '),
      ).toEqual(['started', 'summary']);
      expect(events[1]).toMatchObject({ changesPlanned: 0, writes: { done: 0, failed: 0, skipped: 0 } });
    }
  });
});
