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
