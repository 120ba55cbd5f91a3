/** Widest a padded column grows: a longer cell (a hostile 100,000-character name) stands unpadded. */
export const MAX_COLUMN_WIDTH = 40;

/** The width that lines a column up: its longest cell, but never past `MAX_COLUMN_WIDTH`. */
export function columnWidth(cells: readonly string[]): number {
  let width = 0;
  for (const cell of cells) if (cell.length > width) width = cell.length;
  return Math.min(width, MAX_COLUMN_WIDTH);
}
