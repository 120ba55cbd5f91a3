import { createHmac, timingSafeEqual } from 'node:crypto';
import { writeCanonicalJson } from '../canonical/json.js';
import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';

/** The environment variable holding the plan signing key (a secret, like the API key). */
export const SIGNING_KEY_VARIABLE = 'SMFORM_PLAN_SIGNING_KEY';

/** Fewer characters than this are refused: a signed plan is public enough to guess a short key offline. */
export const MIN_SIGNING_KEY_LENGTH = 32;

const SCHEME = 'hmac-sha256:';

/**
 * The signing key from the environment's value: undefined when unset or empty (GitHub Actions gives an
 * empty string for a secret that does not exist), refused when too short. The key is never quoted.
 */
export function signingKeyOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SIGNING_KEY_LENGTH) {
    throw new SmformError(`${SIGNING_KEY_VARIABLE} is too short to sign plans safely`, {
      fault: 'usage',
      hint: `use at least ${MIN_SIGNING_KEY_LENGTH} random characters, e.g. the output of \`openssl rand -hex 32\``,
    });
  }
  return value;
}

/** `hmac-sha256:<hex>` over the canonical JSON of the plan without its `signature`. */
function macOf(plan: Plan, key: string): string {
  const { signature: _signature, ...content } = plan;
  const hmac = createHmac('sha256', key);
  writeCanonicalJson(content, (chunk) => hmac.update(chunk));
  return `${SCHEME}${hmac.digest('hex')}`;
}

/** The plan with its HMAC: what `plan --out` and `restore --out` save when a signing key is set. */
export function signPlan(plan: Plan, key: string): Plan {
  return { ...plan, signature: macOf(plan, key) };
}

const refused = (message: string): SmformError =>
  new SmformError(message, {
    fault: 'stale',
    hint: `make the plan again with the same ${SIGNING_KEY_VARIABLE} set (\`smform plan --out\`), review it and apply that file`,
  });

/**
 * Refuses (exit 5) a plan without a signature, or whose signature is not the HMAC of its content under
 * `key`: it was not saved by someone holding the key, or was edited since.
 */
export function checkPlanSignature(plan: Plan, key: string, file: string): void {
  if (typeof plan.signature !== 'string') {
    throw refused(`${file} is not signed, and ${SIGNING_KEY_VARIABLE} is set: only signed plans are applied`);
  }
  const expected = Buffer.from(macOf(plan, key));
  const given = Buffer.from(plan.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused(
      `the signature of ${file} does not match its content: it was signed with another key, or edited after it was signed`,
    );
  }
}
