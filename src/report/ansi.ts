/** ANSI styles, applied only when color is on (the CLI decides: a TTY, and never with NO_COLOR). */
export interface Palette {
  create: (text: string) => string;
  update: (text: string) => string;
  delete: (text: string) => string;
  deleteStrong: (text: string) => string;
  move: (text: string) => string;
  unmanaged: (text: string) => string;
  error: (text: string) => string;
  warning: (text: string) => string;
  dim: (text: string) => string;
  bold: (text: string) => string;
}

const wrap =
  (open: string, close: string) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const plain = (text: string): string => text;

export function palette(color: boolean): Palette {
  if (!color) {
    return {
      create: plain,
      update: plain,
      delete: plain,
      deleteStrong: plain,
      move: plain,
      unmanaged: plain,
      error: plain,
      warning: plain,
      dim: plain,
      bold: plain,
    };
  }
  return {
    create: wrap('32', '39'),
    update: wrap('33', '39'),
    delete: wrap('31', '39'),
    deleteStrong: (text) => wrap('1', '22')(wrap('31', '39')(text)),
    move: wrap('36', '39'),
    unmanaged: wrap('35', '39'),
    error: wrap('31', '39'),
    warning: wrap('33', '39'),
    dim: wrap('2', '22'),
    bold: wrap('1', '22'),
  };
}
