import { redactUrlCredentials, secretRedactor } from '../text/redact.js';
import type { CliIo } from './io.js';

/**
 * The last line of defence for secrets on stdout and stderr: the API key and the plan signing key in any
 * form an echoing server may use (src/text/redact.ts), and the credentials of every URL (a base URL or
 * proxy given as `http://user:password@host`). Renderers and the client redact at the source; this
 * catches what one did not.
 */
export function secretGuard(env: CliIo['env']): (text: string) => string {
  // The plan signing key's variable is named here, not imported: start-up loads no plan-file code.
  const secrets = ['MERAKI_DASHBOARD_API_KEY', 'SMFORM_PLAN_SIGNING_KEY']
    .map((name) => (env[name] ?? '').trim())
    // A value shorter than a redaction window is no real key (a Dashboard key has 40 characters, a
    // signing key at least 32): guarding it would blank ordinary words, such as "short" in its own error.
    .filter((secret) => secret.length >= 12)
    .map(secretRedactor);
  return (text) => secrets.reduce((done, redact) => redact(done), redactUrlCredentials(text));
}
