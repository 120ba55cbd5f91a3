import { describe, expect, it } from 'vitest';
import { columnWidth } from '../../src/text/columns.js';
import {
  blockFence,
  cell,
  cellCode,
  code,
  escapeHtml,
  inert,
  plural as groupedPlural,
  shorten,
} from '../../src/text/markdown-escape.js';
import { plural } from '../../src/text/plural.js';
import { escapeControls, escapeOutput, firstInvisible, visibleForm } from '../../src/text/terminal-escape.js';

/**
 * docs/reliability.md § Hostile input: a name, a tag or a server message is untrusted. In a terminal its
 * controls show as visible escapes; in the PR comment it cannot break a table, a code span, a code block
 * or the HTML around them; a very long one keeps its head and tail. Exact values, one helper at a time.
 */

describe('untrusted text in the PR comment', () => {
  it('escapes HTML so a name shows as written: the ampersand first, so nothing is escaped twice', () => {
    expect(escapeHtml('Tom & Jerry <b>&lt;</b>')).toBe('Tom &amp; Jerry &lt;b&gt;&amp;lt;&lt;/b&gt;');
  });

  it('keeps a table cell on one line with its pipes escaped', () => {
    expect(cell('a|b\r\nc\nd')).toBe('a\\|b c d');
    expect(cellCode('x|y')).toBe('`x\\|y`');
  });

  it('fences a code span longer than any backtick run inside, padded where it starts or ends with one', () => {
    expect(code('plain')).toBe('`plain`');
    expect(code('a`b``c')).toBe('```a`b``c```');
    expect(code('`x')).toBe('`` `x ``');
    expect(code('x`')).toBe('`` x` ``');
  });

  it('opens a code block with a fence no line can close: longer than any run that starts a line', () => {
    expect(blockFence([])).toBe('```');
    expect(blockFence(['x', '  ````y', '``'])).toBe('`````');
    expect(blockFence(['\t``````'])).toBe('```````');
    // A run inside a line cannot close the block.
    expect(blockFence(['x`````', 'a ```` b'])).toBe('```');
  });

  it('shortens a long string in the middle with a count of what it left out, and leaves one at the limit whole', () => {
    const twenty = 'abcdefghijklmnopqrst';
    expect(shorten(twenty, 20)).toBe(twenty);
    expect(shorten(twenty, 8)).toBe('abcdef…[12 characters left out]…st');
    expect(shorten('x'.repeat(1_300), 8)).toBe('xxxxxx…[1,292 characters left out]…xx');
  });

  it('makes a name inert: controls visible, no HTML comment opener, at most 200 characters', () => {
    expect(inert('a\u001b[31m<!--marker-->')).toBe('a\\u001b[31m\\u003c!--marker-->');
    const long = inert('n'.repeat(250));
    expect(long).toBe(`${'n'.repeat(150)}…[50 characters left out]…${'n'.repeat(50)}`);
  });

  it('groups the counts of a Markdown report; plain text does not', () => {
    expect(groupedPlural(1_240, 'device')).toBe('1,240 devices');
    expect(plural(1_240, 'device')).toBe('1240 devices');
    expect(plural(1, 'device')).toBe('1 device');
  });
});

describe('untrusted text in a terminal', () => {
  it('shows every control as a visible escape, new lines, tabs and returns by name', () => {
    expect(escapeControls('a\nb\tc\rd\u0007e\u202ef')).toBe('a\\nb\\tc\\rd\\u0007e\\u202ef');
    expect(escapeControls('tag\u{e0020}')).toBe('tag\\udb40\\udc20');
  });

  it('finds the first invisible character and where it is, or none', () => {
    expect(firstInvisible('ab\u200bc\u0007')).toEqual({ char: '\u200b', index: 2 });
    expect(firstInvisible('Kiosks')).toBeUndefined();
  });

  it('reads a name as a person sees it: invisible characters gone, compatibility forms folded', () => {
    expect(visibleForm('Kiosks')).toBe('Kiosks');
    expect(visibleForm('\ufb01le\u200b')).toBe('file');
    expect(visibleForm('\ufb01\u200b')).toBe('fi');
  });

  it('keeps the lines and tabs of a whole output, and the colours only when asked', () => {
    const text = 'a\u001b[31mred\u001b[0m\n\tb\u0007';
    expect(escapeOutput(text, false)).toBe('a\\u001b[31mred\\u001b[0m\n\tb\\u0007');
    expect(escapeOutput(text, true)).toBe('a\u001b[31mred\u001b[0m\n\tb\\u0007');
  });

  it('lines a column up to its longest cell, never wider than 40', () => {
    expect(columnWidth([])).toBe(0);
    expect(columnWidth(['abcd', 'ab', 'abc'])).toBe(4);
    expect(columnWidth(['x'.repeat(50), 'y'])).toBe(40);
  });
});
