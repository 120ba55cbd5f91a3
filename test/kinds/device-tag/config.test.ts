import { describe, expect, it } from 'vitest';
import { desiredDeviceTag, deviceTagRules, serialFilePath } from '../../../src/kinds/device-tag/config.js';
import { parseCsv, readSerialCsv } from '../../../src/kinds/device-tag/csv.js';

const at = { file: 'config/stores.yaml', line: 4, column: 7 };
const locate = (path: readonly (string | number)[]) => ({ ...at, line: at.line + path.length });

describe('device tag config', () => {
  it('reads CSV: quotes, commas and line breaks in quotes, CRLF, a byte-order mark, blank lines', () => {
    const rows = parseCsv('\uFEFFserial,name\r\n"Q-1","Till, front"\r\n\r\nQ-2,"two\nlines"\n');
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['serial', 'name'],
      ['Q-1', 'Till, front'],
      ['Q-2', 'two\nlines'],
    ]);
    expect(rows[2]?.[0]).toMatchObject({ line: 4, column: 1 });
    expect(() => parseCsv('serial\n"Q-1')).toThrow('line 2: a quoted cell never closes');
  });

  it('takes serials and names from named columns and locates every problem', () => {
    const text = 'Asset,Serial Number,Device\n1,Q-1,Till 1\n2,,Till 2\n';
    const read = readSerialCsv(
      text,
      { file: 'x', column: 'serial number', nameColumn: 'Device' },
      'config/l.csv',
      at,
    );
    expect(read.serials).toEqual([
      { serial: 'Q-1', name: 'Till 1', source: { file: 'config/l.csv', line: 2, column: 3 } },
    ]);
    expect(read.diagnostics).toMatchObject([
      {
        code: 'serial-file',
        message: 'config/l.csv:3: the serial cell is empty',
        source: { line: 3, column: 3 },
      },
    ]);
    const missing = readSerialCsv('asset\n1\n', { file: 'x' }, 'config/l.csv', at);
    expect(missing.diagnostics[0]?.message).toBe('config/l.csv has no column "serial" (its columns: asset)');
  });

  it('reads a serial file relative to the YAML file at config load', () => {
    expect(serialFilePath('config/stores.yaml', 'lists/loaners.csv')).toBe('config/lists/loaners.csv');
    const asked: string[] = [];
    const result = desiredDeviceTag('loaner', { serials: { file: 'loaners.csv' } }, at, locate, (path) => {
      asked.push(path);
      return { text: 'serial\nQ-7\n' };
    });
    expect(asked).toEqual(['config/loaners.csv']);
    expect(result.tag.serials.map((s) => s.serial)).toEqual(['Q-7']);
    const unreadable = desiredDeviceTag('loaner', { serials: { file: 'gone.csv' } }, at, locate, () => ({
      error: 'ENOENT: no such file or directory',
    }));
    expect(unreadable.diagnostics[0]).toMatchObject({
      code: 'serial-file',
      message:
        'cannot read the serial file config/gone.csv of device tag "loaner": ENOENT: no such file or directory',
      source: { file: 'config/stores.yaml', line: 6 },
    });
  });

  it('keeps checked names, sorts selector tags, and refuses selecting on a tag the network manages', () => {
    const kiosk = desiredDeviceTag(
      'kiosk',
      { serials: ['Q-1', { serial: 'Q-2', name: 'Till 2' }], match: { withoutTags: ['b', 'a', 'kiosk'] } },
      at,
      locate,
      () => ({ error: 'unused' }),
    ).tag;
    expect(kiosk.serials.map((s) => [s.serial, s.name])).toEqual([
      ['Q-1', undefined],
      ['Q-2', 'Till 2'],
    ]);
    expect(kiosk.match).toEqual({ withoutTags: ['a', 'b', 'kiosk'] });
    const empty = desiredDeviceTag('retired', {}, at, locate, () => ({ error: 'unused' })).tag;
    expect(deviceTagRules('N_1', [kiosk, empty]).map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'error',
        'selects-managed-tag',
        'device tag "kiosk" of network N_1 selects on "kiosk", which this network\'s deviceTags manage (itself)',
      ],
      [
        'warning',
        'empty-device-tag',
        'device tag "retired" of network N_1 lists no serials and no match: every device of the network loses it',
      ],
    ]);
  });
});

describe('a serial file read as CSV', () => {
  const texts = (rows: ReturnType<typeof parseCsv>) => rows.map((row) => row.map((cell) => cell.text));
  const places = (rows: ReturnType<typeof parseCsv>) =>
    rows.map((row) => row.map((cell) => [cell.line, cell.column]));

  it('reads doubled quotes as one, and places each cell after a quoted one by line and column', () => {
    const rows = parseCsv('"a ""b""",x\n"two\nlines",y\nz,""""\n');
    expect(texts(rows)).toEqual([
      ['a "b"', 'x'],
      ['two\nlines', 'y'],
      ['z', '"'],
    ]);
    expect(places(rows)).toEqual([
      [
        [1, 1],
        [1, 11],
      ],
      [
        [2, 1],
        [3, 8],
      ],
      [
        [4, 1],
        [4, 3],
      ],
    ]);
  });

  it('keeps a row whose first cell is empty, and an empty last cell of a file without a final line break', () => {
    expect(texts(parseCsv(',Q-1\nserial,'))).toEqual([
      ['', 'Q-1'],
      ['serial', ''],
    ]);
    expect(texts(parseCsv(''))).toEqual([]);
  });

  it('trims headers, serials and names, leaves out an empty name, and finds a name column anywhere', () => {
    const read = readSerialCsv(
      ' Name ,Serial \n Till 1 , Q-1 \n,Q-2\nTill 3\n',
      { file: 'x', nameColumn: 'name' },
      'l.csv',
      at,
    );
    expect(read.serials).toEqual([
      { serial: 'Q-1', name: 'Till 1', source: { file: 'l.csv', line: 2, column: 10 } },
      { serial: 'Q-2', source: { file: 'l.csv', line: 3, column: 2 } },
    ]);
    expect(read.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'serial-file',
        message: 'l.csv:4: the serial cell is empty',
        source: { file: 'l.csv', line: 4, column: 1 },
        hint: 'fill it in or delete the row',
      },
    ]);
  });

  it('places an empty serial cell on its own line when the row starts with a cell of two lines', () => {
    const read = readSerialCsv('note,serial\n"a\nb", \n', { file: 'x' }, 'l.csv', at);
    expect(read.diagnostics.map((d) => [d.message, d.source])).toEqual([
      ['l.csv:3: the serial cell is empty', { file: 'l.csv', line: 3, column: 4 }],
    ]);
  });

  it('reads a name column missing on a short row as no name', () => {
    expect(
      readSerialCsv('serial,name\nQ-1\n', { file: 'x', nameColumn: 'name' }, 'l.csv', at).serials,
    ).toEqual([{ serial: 'Q-1', source: { file: 'l.csv', line: 2, column: 1 } }]);
  });

  it('names every missing column and the columns there are, or that the file is empty, at its first line', () => {
    const missing = readSerialCsv('asset,owner\n1,2\n', { file: 'x', nameColumn: 'Device' }, 'l.csv', at);
    expect(missing).toEqual({
      serials: [],
      diagnostics: [
        {
          severity: 'error',
          code: 'serial-file',
          message: 'l.csv has no column "serial" or "Device" (its columns: asset, owner)',
          source: { file: 'l.csv', line: 1, column: 1 },
          hint: 'name the column with `column:` (and `nameColumn:`), or give the first row those headers',
        },
      ],
    });
    expect(
      readSerialCsv('serial\nQ-1\n', { file: 'x', nameColumn: 'Device' }, 'l.csv', at).diagnostics[0]
        ?.message,
    ).toBe('l.csv has no column "Device" (its columns: serial)');
    expect(readSerialCsv('', { file: 'x', column: 'SN' }, 'l.csv', at)).toMatchObject({
      serials: [],
      diagnostics: [{ message: 'l.csv has no column "SN" (the file is empty)' }],
    });
  });

  it('reports a quote that never closes at the declaration, naming the file and the line', () => {
    expect(readSerialCsv('serial\n"Q-1\nQ-2\n', { file: 'x' }, 'l.csv', at)).toEqual({
      serials: [],
      diagnostics: [
        {
          severity: 'error',
          code: 'serial-file',
          message: 'l.csv: line 2: a quoted cell never closes',
          source: at,
        },
      ],
    });
  });
});

describe('a device tag declaration', () => {
  it('keeps an absolute serial file path as it is', () => {
    expect(serialFilePath('config/stores.yaml', '/srv/lists/loaners.csv')).toBe('/srv/lists/loaners.csv');
  });

  it('locates each serial entry, named or not, and keeps no serials from a file it cannot read', () => {
    const read = desiredDeviceTag(
      'loaner',
      { serials: ['Q-1', { serial: 'Q-2' }, { serial: 'Q-3', name: 'Till 3' }] },
      at,
      locate,
      () => ({
        error: 'unused',
      }),
    );
    expect(read).toEqual({
      tag: {
        tag: 'loaner',
        serials: [
          { serial: 'Q-1', source: { ...at, line: 6 } },
          { serial: 'Q-2', source: { ...at, line: 6 } },
          { serial: 'Q-3', name: 'Till 3', source: { ...at, line: 6 } },
        ],
        protected: false,
        source: at,
      },
      diagnostics: [],
    });
    const unreadable = desiredDeviceTag(
      'loaner',
      { serials: { file: 'gone.csv' }, protected: true },
      at,
      locate,
      () => ({
        error: 'ENOENT',
      }),
    );
    expect(unreadable.tag).toEqual({ tag: 'loaner', serials: [], protected: true, source: at });
    expect(unreadable.diagnostics.map((d) => [d.severity, d.hint])).toEqual([
      ['error', 'the path is relative to the YAML file that names it'],
    ]);
  });

  it('places a serial file problem at its `file:` and each serial at its entry', () => {
    const places: Record<string, { file: string; line: number; column: number }> = {
      'serials.file': { ...at, line: 20 },
      'serials.0': { ...at, line: 30 },
      'serials.1': { ...at, line: 31 },
    };
    const placed = (path: readonly (string | number)[]) => places[path.join('.')] ?? at;
    const unreadable = desiredDeviceTag('loaner', { serials: { file: 'gone.csv' } }, at, placed, () => ({
      error: 'ENOENT',
    }));
    expect(unreadable.diagnostics.map((d) => d.source)).toEqual([{ ...at, line: 20 }]);
    const listed = desiredDeviceTag('loaner', { serials: ['Q-1', { serial: 'Q-2' }] }, at, placed, () => ({
      error: 'unused',
    }));
    expect(listed.tag.serials.map((s) => s.source.line)).toEqual([30, 31]);
  });

  it('names every managed tag a selector selects on, and hints how to stop managing an empty tag', () => {
    const tag = (name: string, match?: { withTags?: string[]; withoutTags?: string[] }) =>
      desiredDeviceTag(name, match === undefined ? {} : { match }, at, locate, () => ({ error: 'unused' }))
        .tag;
    const diagnostics = deviceTagRules('N_1', [
      tag('kiosk', { withTags: ['loaner', 'ipad'], withoutTags: ['cart'] }),
      tag('loaner', { withTags: ['ipad'] }),
      tag('cart'),
    ]);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'selects-managed-tag',
        message:
          'device tag "kiosk" of network N_1 selects on "loaner", "cart", which this network\'s deviceTags manage',
        hint: 'select on the fields that decide that tag instead (repeat its serials or match)',
        source: at,
      },
      {
        severity: 'warning',
        code: 'empty-device-tag',
        message:
          'device tag "cart" of network N_1 lists no serials and no match: every device of the network loses it',
        hint: 'to stop managing the tag instead, remove it from deviceTags',
        source: at,
      },
    ]);
  });
});
