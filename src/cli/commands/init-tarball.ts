import { gunzipSync, gzipSync } from 'node:zlib';

/** One file of a package tarball: its path under `package/`, its mode bits and its bytes. */
export interface TarEntry {
  path: string;
  mode: number;
  data: Uint8Array;
}

// npm pack's fixed date (1985-10-26T08:15:00Z): the same files give the same bytes, so a re-run changes nothing.
const MTIME = 499162500;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar header; names over 100 bytes are split into prefix and name at a slash, as ustar allows. */
function header(name: string, mode: number, size: number): Buffer {
  const block = Buffer.alloc(512);
  let prefix = '';
  let rest = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) {
      throw new Error(`package file name too long for a tarball: ${name}`);
    }
    prefix = name.slice(0, cut);
    rest = name.slice(cut + 1);
  }
  block.write(rest, 0, 100, 'utf8');
  block.write(octal(mode & 0o777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(MTIME, 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The gzipped tarball npm installs: every entry under `package/`, in the order given. Pure. */
export function packageTarball(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(`package/${entry.path}`, entry.mode, entry.data.byteLength));
    parts.push(Buffer.from(entry.data));
    const pad = (512 - (entry.data.byteLength % 512)) % 512;
    if (pad > 0) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

function field(block: Buffer, start: number, length: number): string {
  const text = block.subarray(start, start + length).toString('utf8');
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

/** The `path=` record of a pax extended header, which names the next entry when its name is long. */
function paxPath(data: Buffer): string | undefined {
  for (const record of data.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match !== null) return match[1];
  }
  return undefined;
}

/**
 * The regular files of a gzipped package tarball (as `npm pack` writes it), paths without their first
 * folder (`package/`). Throws on anything that is not a tarball. Pure.
 */
export function readPackageTarball(tarball: Uint8Array): TarEntry[] {
  const tar = gunzipSync(tarball);
  const entries: TarEntry[] = [];
  let at = 0;
  let longName: string | undefined;
  while (at + 512 <= tar.length) {
    const block = tar.subarray(at, at + 512);
    if (block.every((byte) => byte === 0)) break;
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || field(block, 257, 5) !== 'ustar') throw new Error('not a tar archive');
    const type = field(block, 156, 1);
    const data = tar.subarray(at + 512, at + 512 + size);
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix === '' ? '' : `${prefix}/`) + field(block, 0, 100);
    if (type === 'x') longName = paxPath(data);
    else {
      longName = undefined;
      if (type === '0' || type === '') {
        const mode = parseInt(field(block, 100, 8).trim() || '644', 8);
        entries.push({ path: name.replace(/^[^/]*\//, ''), mode, data: Buffer.from(data) });
      }
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}
