import type { DesiredState } from '../../model/desired.js';
import { lintAgainstLive as lint, type LiveLint } from '../../workflows/validate-live.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';

/** `validate --live` against the API the global options name. */
export async function lintAgainstLive(
  io: CliIo,
  options: GlobalFlags,
  desired: DesiredState,
): Promise<LiveLint> {
  const context = await openContext(io, options);
  try {
    return await lint(context.client, desired);
  } finally {
    await context.close();
  }
}
