import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MIN_SIGNING_KEY_LENGTH,
  SIGNING_KEY_VARIABLE,
  checkPlanIntegrity,
  checkPlanSignature,
  parsePlanFile,
  signPlan,
  signingKeyOf,
  PLAN_FORMAT_VERSION,
  computePlanHash,
} from '../../src/plan-file/index.js';
import { canonicalJson } from '../../src/canonical/index.js';
import { SmformError } from '../../src/model/errors.js';
import type { Plan } from '../../src/model/plan.js';

// A saved plan is an approval record: what reads it, checks its hash and its signature, with exact
// messages, the exit code (fault `stale`, exit 5) and the boundaries of the key length.

function refusal(run: () => unknown): SmformError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SmformError);
    return error as SmformError;
  }
  throw new Error('expected a refusal');
}

const plan = {
  formatVersion: PLAN_FORMAT_VERSION,
  toolVersion: '0.0.0-test',
  createdAt: '2026-01-01T00:00:00.000Z',
  configDigest: 'sha256:config',
  planHash: 'sha256:plan',
  changes: [],
} as unknown as Plan;

const KEY = 'k'.repeat(MIN_SIGNING_KEY_LENGTH);

describe('signing keys', () => {
  it('takes no key from an unset or empty variable, refuses one shorter than 32 characters', () => {
    expect(MIN_SIGNING_KEY_LENGTH).toBe(32);
    expect(SIGNING_KEY_VARIABLE).toBe('SMFORM_PLAN_SIGNING_KEY');
    expect(signingKeyOf(undefined)).toBeUndefined();
    expect(signingKeyOf('')).toBeUndefined();
    expect(signingKeyOf(KEY)).toBe(KEY);
    const short = 'x'.repeat(31);
    const error = refusal(() => signingKeyOf(short));
    expect(error.fault).toBe('usage');
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe('SMFORM_PLAN_SIGNING_KEY is too short to sign plans safely');
    expect(error.hint).toBe('use at least 32 random characters, e.g. the output of `openssl rand -hex 32`');
    expect(`${error.message} ${error.hint ?? ''}`).not.toContain(short);
  });
});

describe('plan signatures', () => {
  it('signs with the HMAC-SHA256 of the canonical plan without its signature', () => {
    const signed = signPlan(plan, KEY);
    const expected = createHmac('sha256', KEY).update(canonicalJson(plan)).digest('hex');
    expect(signed.signature).toBe(`hmac-sha256:${expected}`);
    expect({ ...signed, signature: undefined }).toEqual({ ...plan, signature: undefined });
    // Signing a signed plan again gives the same signature: the old one is not part of the content.
    expect(signPlan(signed, KEY).signature).toBe(signed.signature);
    expect(() => checkPlanSignature(signed, KEY, 'plan.json')).not.toThrow();
  });

  it('refuses, exit 5, an unsigned plan, another key, an edit and a signature of another length', () => {
    const signed = signPlan(plan, KEY);
    const unsigned = refusal(() => checkPlanSignature(plan, KEY, 'plan.json'));
    expect(unsigned.exitCode).toBe(5);
    expect(unsigned.fault).toBe('stale');
    expect(unsigned.message).toBe(
      'plan.json is not signed, and SMFORM_PLAN_SIGNING_KEY is set: only signed plans are applied',
    );
    expect(unsigned.hint).toBe(
      'make the plan again with the same SMFORM_PLAN_SIGNING_KEY set (`smform plan --out`), review it and apply that file',
    );
    const mismatch =
      'the signature of plan.json does not match its content: it was signed with another key, or edited after it was signed';
    for (const bad of [
      signPlan(plan, `${KEY}x`),
      { ...signed, toolVersion: '9.9.9' },
      { ...signed, signature: `${signed.signature ?? ''}0` },
      { ...signed, signature: (signed.signature ?? '').slice(0, -1) },
      { ...signed, signature: '' },
    ]) {
      const error = refusal(() => checkPlanSignature(bad, KEY, 'plan.json'));
      expect(error.exitCode).toBe(5);
      expect(error.message).toBe(mismatch);
    }
  });
});

describe('reading a plan file', () => {
  const text = (value: unknown): string => JSON.stringify(value);

  it('reads a complete plan of this format, and of another minor version', () => {
    expect(parsePlanFile(text(plan), 'p.json')).toEqual(plan);
    const major = PLAN_FORMAT_VERSION.split('.')[0] ?? '';
    const minor = { ...plan, formatVersion: `${major}.99` };
    expect(parsePlanFile(text(minor), 'p.json')).toEqual(minor);
  });

  it('refuses, exit 5, what is not a complete plan of this major format, saying why', () => {
    const cases: [string, string][] = [
      ['{', 'p.json is not a plan file: it is not valid JSON'],
      ['null', 'p.json is not a plan file'],
      ['[1]', 'p.json is not a plan file'],
      ['"plan"', 'p.json is not a plan file'],
      [text({ ...plan, formatVersion: 1 }), 'p.json has no formatVersion: it is not a plan file'],
      [
        text({ ...plan, formatVersion: '2.0' }),
        `p.json has plan format version 2.0; this smform reads format ${PLAN_FORMAT_VERSION.split('.')[0] ?? ''}.x only`,
      ],
      // A major version that only starts with this one's digit (10.0 beside 1.x) is another major.
      [
        text({ ...plan, formatVersion: `${PLAN_FORMAT_VERSION.split('.')[0] ?? ''}0.0` }),
        `p.json has plan format version ${PLAN_FORMAT_VERSION.split('.')[0] ?? ''}0.0; this smform reads format ${PLAN_FORMAT_VERSION.split('.')[0] ?? ''}.x only`,
      ],
      [text({ ...plan, changes: {} }), 'p.json lacks changes or planHash: it is not a complete plan'],
      [text({ ...plan, planHash: 7 }), 'p.json lacks changes or planHash: it is not a complete plan'],
    ];
    for (const [input, message] of cases) {
      const error = refusal(() => parsePlanFile(input, 'p.json'));
      expect(error.exitCode, input).toBe(5);
      expect(error.message, input).toBe(message);
      expect(error.hint, input).toBe(
        message.includes('format version')
          ? 'make the plan with the same smform version that applies it'
          : 'make a new plan with `smform plan --out`',
      );
    }
  });

  it('refuses a plan whose hash does not match, or made for another configuration', () => {
    const hashed = { ...plan, planHash: computePlanHash(plan) };
    expect(() => checkPlanIntegrity(hashed)).not.toThrow();
    expect(() => checkPlanIntegrity(hashed, { configDigest: 'sha256:config' })).not.toThrow();
    const altered = refusal(() => checkPlanIntegrity({ ...hashed, toolVersion: '9.9.9' }));
    expect(altered.exitCode).toBe(5);
    expect(altered.message).toBe(
      'the plan file was altered after it was made: its content does not match its planHash',
    );
    expect(altered.hint).toBe('make a new plan with `smform plan --out` and review it again');
    const other = refusal(() => checkPlanIntegrity(hashed, { configDigest: 'sha256:x' }));
    expect(other.exitCode).toBe(5);
    expect(other.message).toBe(
      'the plan was made for another configuration than the one given (configDigest differs)',
    );
    expect(other.hint).toBe('plan again from the current configuration');
  });
});
