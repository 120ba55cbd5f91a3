import type { Change } from '../model/plan.js';

/**
 * `from template store-baseline at templates.yaml:4:9, use: at stores/east.yaml:12:11` for a change whose
 * object a template brought in (docs/config.md, "Templates"); undefined for every other change, so plans of
 * configs without templates render as before. Unescaped: each renderer escapes it as it does addresses.
 */
export function templateOrigin(change: Change): string | undefined {
  const source = change.source;
  if (source?.template === undefined || source.usedAt === undefined) return undefined;
  const at = (place: { file: string; line: number; column: number }) =>
    `${place.file}:${place.line}:${place.column}`;
  return `from template ${source.template} at ${at(source)}, use: at ${at(source.usedAt)}`;
}
