import { escapeControls } from '../text/terminal-escape.js';
import type { DoctorReport } from './types.js';
import { plural } from '../text/plural.js';
import { changeLogLines } from './change-log.js';

const LABEL = { ok: 'ok  ', fail: 'FAIL', warn: 'warn', info: 'info', skip: 'skip' } as const;

/** One line per check (`ok`, `FAIL`, `warn`, `info`, `skip`), its hint indented below, then the verdict. */
export function renderDoctorText(report: DoctorReport): string {
  const lines = report.checks.flatMap((check) => [
    `${LABEL[check.status]}  ${escapeControls(check.message)}`,
    ...(check.lines ?? []).map((entry) => `        ${escapeControls(entry)}`),
    ...(check.hint === undefined ? [] : [`      hint: ${escapeControls(check.hint)}`]),
  ]);
  const failed = report.checks.filter((check) => check.status === 'fail').length;
  if (report.changeLog !== undefined) lines.push('', ...changeLogLines(report.changeLog).map(escapeControls));
  lines.push(
    '',
    failed === 0
      ? 'All checks hold.'
      : `${plural(failed, 'check')} failed: fix ${failed === 1 ? 'it' : 'them'} before running plan or apply.`,
  );
  return `${lines.join('\n')}\n`;
}
