/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate the user most likely meant, or undefined when none is close: the smallest edit distance,
 * ignoring case (so a match in another case, at distance 0, wins), within about a third of the word's
 * length; the first of equals.
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Every candidate at the smallest edit distance (ignoring case), at most `limit` of them, or none when
 * even the nearest is further than about a third of the word's length (`getNetworkSmDevice` ->
 * `getNetworkSmDevices`).
 */
export function nearest(word: string, candidates: readonly string[], limit = 3): string[] {
  const lower = word.toLowerCase();
  const distances = candidates.map((candidate) => editDistance(lower, candidate.toLowerCase()));
  const best = Math.min(...distances);
  if (best > Math.max(2, Math.floor(word.length / 3))) return [];
  return candidates.filter((_, i) => distances[i] === best).slice(0, limit);
}

/** The candidate a short form (`orgs`, `Org`) abbreviates: the first sharing its first 3 letters. */
export function longFormOf(word: string, candidates: readonly string[]): string | undefined {
  if (word.length < 3) return undefined;
  const start = word.slice(0, 3).toLowerCase();
  return candidates.find((candidate) => candidate.toLowerCase().startsWith(start));
}
