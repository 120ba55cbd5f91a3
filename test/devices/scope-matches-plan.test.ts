import { describe, expect, it } from 'vitest';
import { runInProcess } from '../config/cli-harness.js';
import { startTestEmulator } from '../helpers/emulator.js';

/** What the PR comment's diff says of each object: its device counts and the knock-on lines naming it. */
interface Facts {
  devices: Map<string, string>;
  /** Object address -> `TAG_CHANGE: MOVES` lines. */
  knockOn: Map<string, string[]>;
}

const HEADER =
  /^[+!-] (?:create|update|delete) (.+?) {2}\((?:id [^,]+, )?devices (\d+) -> (\d+) \((\+\d+ -\d+)\)\)$/;
const KNOCK_ON = /^# {4}knock-on: (.+?) ((?:gains|loses|gives another group policy to) .*)$/;

function commentFacts(markdown: string): Facts {
  const diff = markdown.split('```diff\n')[1]?.split('\n```')[0] ?? '';
  const facts: Facts = { devices: new Map(), knockOn: new Map() };
  let current = '';
  for (const line of diff.split('\n')) {
    const header = HEADER.exec(line);
    if (header !== null) {
      const [, address = '', now, after, moves] = header;
      current = address;
      facts.devices.set(address, `${now} now, ${after} after (${moves})`);
      continue;
    }
    const knock = KNOCK_ON.exec(line);
    if (knock === null) continue;
    const [, object = '', moves] = knock;
    facts.knockOn.set(object, [...(facts.knockOn.get(object) ?? []), `${current}: ${moves}`]);
  }
  return facts;
}

/**
 * Runs `plan --output markdown` on an example, then `smform scope` on every object the comment's diff
 * names (its changes and the objects of its knock-on lines), and checks that both say the same.
 */
async function compare(dir: string): Promise<void> {
  const emulator = await startTestEmulator(`${dir}/live.yaml`, { rateLimit: 0 });
  const run = (argv: string[]) =>
    runInProcess(['--base-url', emulator.url, ...argv, dir], undefined, {
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key' },
    });
  const comment = await run(['plan', '--output', 'markdown']);
  expect(comment.code).toBe(0);
  const facts = commentFacts(comment.stdout);
  // The examples exist to show knock-on effects: a comment without them would compare nothing.
  expect(facts.knockOn.size).toBeGreaterThan(0);
  const addresses = [...new Set([...facts.devices.keys(), ...facts.knockOn.keys()])].sort();
  for (const address of addresses) {
    const scope = await run(['scope', address]);
    expect(scope.code, `${address}: ${scope.stderr}`).toBe(0);
    const counts = /^devices in .*: (\d+ now, \d+ after \(\+\d+ -\d+\))$/m.exec(scope.stdout)?.[1];
    const expected = facts.devices.get(address);
    if (expected !== undefined) expect(counts, address).toBe(expected);
    const knockOn = [...scope.stdout.matchAll(/^knock-on of (.*)$/gm)].map((match) => match[1]);
    expect(knockOn, address).toEqual(facts.knockOn.get(address) ?? []);
    // A tag's own address lists the plan's knock-on lines for it, word for word.
    const own = [...scope.stdout.matchAll(/^knock-on: (.+?) ((?:gains|loses|gives) .*)$/gm)];
    for (const [, object = '', moves] of own)
      expect(facts.knockOn.get(object), address).toContain(`${address}: ${moves}`);
  }
}

describe('smform scope and the PR comment', () => {
  it('show the same device counts and knock-on effects on the acme example (its loaner tag change)', async () => {
    await compare('examples/acme');
  });

  it('show the same device counts and knock-on effects on the school example (tags from lists and selectors)', async () => {
    await compare('examples/school');
  });
});
