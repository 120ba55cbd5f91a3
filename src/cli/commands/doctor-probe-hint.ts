import { SmformError } from '../../model/errors.js';
import { escapeControls } from '../../text/terminal-escape.js';

/** What to do when `doctor --write-probe NETWORK_ID` failed: the network unknown, not writable, or else. */
export function probeFailureHint(error: unknown, networkId: string): string {
  const network = escapeControls(networkId);
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404) {
    return `this key sees no network ${network}: give --write-probe the id of a Systems Manager network (\`smform orgs --live\` lists them)`;
  }
  if (status === 401 || status === 403) {
    return `the key may not write to network ${network}: the probe needs a key with write access to it`;
  }
  return (error instanceof SmformError ? error.hint : undefined) ?? 'see docs/doctor.md (the write probe)';
}
