/** ANSI styles, applied only when color is on (the CLI decides, once: `useColor` in src/cli/io.ts). */
export interface Palette {
  create: (text: string) => string;
  update: (text: string) => string;
  delete: (text: string) => string;
  deleteStrong: (text: string) => string;
  move: (text: string) => string;
  unmanaged: (text: string) => string;
  dim: (text: string) => string;
  bold: (text: string) => string;
  /** The apply table's status column (reset with `0m`, as that table always wrote it). */
  done: (text: string) => string;
  failed: (text: string) => string;
  skipped: (text: string) => string;
  /** The first line of every error, warning and note, in every command, by severity (reset with `0m`). */
  errorLine: (text: string) => string;
  warningLine: (text: string) => string;
  infoLine: (text: string) => string;
}

const wrap =
  (open: string, close: string) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const plain = (text: string): string => text;

/** A color closed with a full reset (`0m`) rather than the color's own close. */
const reset = (open: string) => wrap(open, '0');

export function palette(color: boolean): Palette {
  if (!color) {
    return {
      create: plain,
      update: plain,
      delete: plain,
      deleteStrong: plain,
      move: plain,
      unmanaged: plain,
      dim: plain,
      bold: plain,
      done: plain,
      failed: plain,
      skipped: plain,
      errorLine: plain,
      warningLine: plain,
      infoLine: plain,
    };
  }
  return {
    create: wrap('32', '39'),
    update: wrap('33', '39'),
    delete: wrap('31', '39'),
    deleteStrong: (text) => wrap('1', '22')(wrap('31', '39')(text)),
    move: wrap('36', '39'),
    unmanaged: wrap('35', '39'),
    dim: wrap('2', '22'),
    bold: wrap('1', '22'),
    done: reset('32'),
    failed: reset('31'),
    skipped: reset('33'),
    errorLine: reset('31'),
    warningLine: reset('33'),
    infoLine: reset('36'),
  };
}

/** `text` with its first line painted (an error's or a problem's headline; the lines after it stay plain). */
export function paintFirstLine(text: string, paint: (line: string) => string): string {
  const end = text.indexOf('\n');
  return end === -1 ? paint(text) : `${paint(text.slice(0, end))}${text.slice(end)}`;
}

/** Every error, warning and note headline, in every command: the whole first line by severity. */
export function severityPaint(
  colors: Palette,
  severity: 'error' | 'warning' | 'info',
): (text: string) => string {
  return { error: colors.errorLine, warning: colors.warningLine, info: colors.infoLine }[severity];
}
