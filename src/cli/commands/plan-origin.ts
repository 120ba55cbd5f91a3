import { isAbsolute, relative, resolve, sep } from 'node:path';
import { SIGNING_KEY_VARIABLE, signPlan, signingKeyOf } from '../../plan-file/index.js';
import type { Plan, PlanOrigin } from '../../model/plan.js';
import type { CliIo } from '../io.js';
import type { SelectionFlags } from '../flags.js';

/** A path as a plan records it: absolute as given, else relative to the working directory, `/`-separated. */
export function originPath(io: CliIo, given: string): string {
  if (isAbsolute(given)) return given;
  const path = relative(io.cwd, resolve(io.cwd, given)) || '.';
  return sep === '/' ? path : path.split(sep).join('/');
}

/** What `plan PATH... --org ... --out` records, so `apply PLANFILE` can make the same plan again. */
export function planOrigin(io: CliIo, paths: readonly string[], options: SelectionFlags): PlanOrigin {
  const given = (values: string[] | undefined): string[] | undefined =>
    values === undefined || values.length === 0 ? undefined : values;
  const filters = {
    org: given(options.org),
    network: given(options.network),
    target: given(options.target),
    exclude: given(options.exclude),
  };
  return {
    command: 'plan',
    paths: (paths.length === 0 ? ['.'] : paths).map((path) => originPath(io, path)),
    ...Object.fromEntries(Object.entries(filters).filter(([, values]) => values !== undefined)),
  };
}

/** The plan signing key from `SMFORM_PLAN_SIGNING_KEY` (a secret: never printed), if set. */
export const signingKey = (io: CliIo): string | undefined => signingKeyOf(io.env[SIGNING_KEY_VARIABLE]);

export const signIfKeyed = (plan: Plan, key: string | undefined): Plan =>
  key === undefined ? plan : signPlan(plan, key);
