import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SmformError } from '../../src/model/errors.js';
import { renderErrorJson, renderErrorText } from '../../src/report/error.js';

describe('errors through report/', () => {
  const stale = new SmformError('the plan is stale', { fault: 'stale', hint: 'plan again' });
  const locked = new SmformError('another apply holds the lock', { fault: 'usage', code: 'apply.lock' });

  it('renders text exactly as the CLI prints it', () => {
    expect(renderErrorText(locked, { debug: false })).toBe('error: another apply holds the lock\n');
    expect(renderErrorText(new Error('boom'), { debug: false })).toBe(
      'error: boom\n  (internal error; run again with --debug for details)\n',
    );
    expect(renderErrorText('text', { debug: true })).toBe('error: text\n');
    expect(renderErrorText(stale, { debug: true })).toMatch(
      /^error: the plan is stale\n {2}hint: plan again\n/,
    );
    expect(renderErrorText(stale, { debug: false })).toBe('error: the plan is stale\n  hint: plan again\n');
  });

  it('adds the stack under the message only with --debug, and paints only the first line in colour', () => {
    const boom = new Error('boom');
    expect(renderErrorText(stale, { debug: true })).toBe(
      `error: the plan is stale\n  hint: plan again\n${stale.stack}\n`,
    );
    expect(renderErrorText(boom, { debug: true })).toBe(`error: boom\n${boom.stack}\n`);
    const painted = renderErrorText(stale, { debug: false, color: true });
    expect(painted).toBe('\u001b[31merror: the plan is stale\u001b[0m\n  hint: plan again\n');
    const twoLines = new SmformError('the config is invalid (2 errors):\n  a.yaml:1:1  bad', {
      fault: 'config',
    });
    expect(renderErrorText(twoLines, { debug: false, color: true })).toBe(
      '\u001b[31merror: the config is invalid (2 errors):\u001b[0m\n  a.yaml:1:1  bad\n',
    );
    expect(renderErrorText(boom, { debug: false, color: true })).toBe(
      '\u001b[31merror: boom\u001b[0m\n  (internal error; run again with --debug for details)\n',
    );
  });

  it('gives every error a listed code: the fault code unless a finer one is named', () => {
    expect(stale.code).toBe('plan.stale');
    expect(locked.code).toBe('apply.lock');
    expect(new SmformError('x', { fault: 'config' }).code).toBe('config.invalid');
    expect(new SmformError('x', { fault: 'network' }).code).toBe('api.network');
    for (const code of [stale.code, locked.code]) expect(Object.keys(ERROR_CODES)).toContain(code);
  });

  it('renders JSON with the code, exit code, message and hint', () => {
    expect(JSON.parse(renderErrorJson(stale))).toEqual({
      error: {
        code: 'plan.stale',
        fault: 'stale',
        exitCode: 5,
        message: 'the plan is stale',
        hint: 'plan again',
        diagnostics: [],
      },
    });
    expect(JSON.parse(renderErrorJson(new Error('boom')))).toEqual({
      error: { code: 'internal', fault: 'internal', exitCode: 1, message: 'boom', diagnostics: [] },
    });
  });
});
