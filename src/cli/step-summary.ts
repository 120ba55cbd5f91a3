import { appendFileSync } from 'node:fs';
import { fitStepSummary, runArtifactsUrl } from '../report/step-summary.js';
import { fileProblemReason } from '../model/input-kind.js';
import type { CliIo } from './io.js';

/**
 * In GitHub Actions (`GITHUB_STEP_SUMMARY` set), appends a command's Markdown to the job summary;
 * `SMFORM_STEP_SUMMARY=0` turns it off. The Markdown is made only then. A summary that cannot be written
 * is a warning: the plan, apply or drift itself went as reported. (Synchronous: a few kilobytes, once.)
 */
export function appendStepSummary(io: CliIo, markdown: () => string): void {
  const file = io.env['GITHUB_STEP_SUMMARY'];
  if (file === undefined || file === '' || io.env['SMFORM_STEP_SUMMARY'] === '0') return;
  try {
    appendFileSync(file, fitStepSummary(markdown(), runArtifactsUrl(io.env)));
  } catch (error) {
    io.err(`warning: cannot append to the job summary ($GITHUB_STEP_SUMMARY): ${fileProblemReason(error)}\n`);
  }
}
