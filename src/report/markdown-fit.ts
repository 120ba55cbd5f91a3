/**
 * Fitting a Markdown document under a size cap (GitHub refuses comments and issue bodies of 65,536
 * characters or more). A document is fixed text plus parts whose lines may be cut: the middle of a
 * part goes first, its first and last lines stay, and one line says how much was left out.
 */

/** GitHub's limit is 65,536 characters; lengths here are UTF-16 units, never fewer than characters. */
export const GITHUB_BODY_LIMIT = 65_536;
/** Room left under the limit for what CI adds around the body. */
export const DEFAULT_MAX_LENGTH = GITHUB_BODY_LIMIT - 1_536;

/** A run of lines that may be shortened, and the line that replaces what was cut. */
export interface CuttablePart {
  lines: string[];
  omitted(count: number): string;
}

/** A document: a list of fixed strings and cuttable parts, in order. */
export type DocumentPiece = string | CuttablePart;

const sizeOf = (lines: readonly string[]): number =>
  lines.reduce((total, line) => total + line.length + 1, 0);

/**
 * Keeps lines from both ends (alternately) while they fit in `budget` characters together with the
 * omission line; the cut is in the middle.
 */
export function cutMiddle(part: CuttablePart, budget: number): string[] {
  if (sizeOf(part.lines) <= budget) return part.lines;
  const head: string[] = [];
  const tail: string[] = [];
  let front = 0;
  let back = part.lines.length - 1;
  let used = 0;
  const omission = (): number => part.omitted(back - front + 1).length + 1;
  let fromFront = true;
  while (front <= back) {
    const line = (fromFront ? part.lines[front] : part.lines[back]) ?? '';
    if (used + line.length + 1 + omission() > budget) break;
    used += line.length + 1;
    if (fromFront) head.push(line);
    else tail.unshift(line);
    if (fromFront) front += 1;
    else back -= 1;
    fromFront = !fromFront;
  }
  return [...head, part.omitted(back - front + 1), ...tail];
}

/**
 * Joins the pieces, cutting parts when the whole is longer than `maxLength`: each part named in
 * `cutOrder` (by index in `pieces`) gives up a share of the excess in proportion to its size, the first
 * ones named give up what is left; `lastResort` parts are cut only when that is not enough. Fixed text
 * is never cut.
 */
export function fitDocument(
  pieces: readonly DocumentPiece[],
  maxLength: number,
  cutOrder: readonly number[],
  lastResort: readonly number[] = [],
): string {
  const rendered = pieces.map((piece) => (typeof piece === 'string' ? piece : piece.lines.join('\n')));
  const total = (): number => rendered.reduce((sum, text) => sum + text.length + 1, 0);
  const partsOf = (indexes: readonly number[]) =>
    indexes.flatMap((index) => {
      const piece = pieces[index];
      return piece === undefined || typeof piece === 'string'
        ? []
        : [{ index, piece, size: sizeOf(piece.lines) }];
    });
  const parts = partsOf(cutOrder);
  const cuttable = parts.reduce((sum, part) => sum + part.size, 0);
  const excess = total() - maxLength;
  if (excess <= 0) return `${rendered.join('\n')}\n`;
  // First every part gives up its share of the excess, so each keeps its head and tail...
  for (const part of cuttable === 0 ? [] : parts) {
    const share = Math.ceil((excess * part.size) / cuttable);
    rendered[part.index] = cutMiddle(part.piece, Math.max(0, part.size - share)).join('\n');
  }
  // ...then what the omission lines added is taken in `cutOrder`, and the last-resort parts go last.
  for (const part of [...parts, ...partsOf(lastResort)]) {
    const left = total() - maxLength;
    if (left <= 0) break;
    const current = (rendered[part.index] ?? '').length + 1;
    rendered[part.index] = cutMiddle(part.piece, Math.max(0, current - left - 1)).join('\n');
  }
  return `${rendered.join('\n')}\n`;
}
