import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SmformError } from '../../model/errors.js';
import {
  checkPlanIntegrity,
  checkPlanSignature,
  parsePlanFile,
  SIGNING_KEY_VARIABLE,
} from '../../plan-file/index.js';
import { planRenderers } from '../../report/commands.js';
import type { ShowFlags } from '../flags.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { signingKey } from './plan-origin.js';

/**
 * `smform show PLANFILE`: a saved plan printed as `plan` printed it, so a reviewer who downloads the plan
 * artifact reads the text (or the PR comment, or the JSON). The file is checked as `apply` checks it
 * offline (format, signature when the key is set, planHash); live state is not read.
 */
export async function runShow(io: CliIo, options: GlobalFlags & ShowFlags, file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (cause) {
    throw new SmformError(`cannot read plan file ${file}: ${(cause as Error).message}`, {
      fault: 'usage',
      hint: 'name a file saved by `smform plan --out FILE`',
    });
  }
  const plan = parsePlanFile(text, file);
  const key = signingKey(io);
  if (key !== undefined) checkPlanSignature(plan, key, file);
  else if (plan.signature !== undefined && !options.quiet) {
    io.err(
      `note: ${file} is signed, but ${SIGNING_KEY_VARIABLE} is not set: its signature was not checked\n`,
    );
  }
  checkPlanIntegrity(plan);
  io.out(
    planRenderers[options.output](
      { plan, refusals: [] },
      { color: useColor(io, options), applyCommand: `smform apply ${file}` },
    ),
  );
  return finish(io, { kind: 'done' });
}
