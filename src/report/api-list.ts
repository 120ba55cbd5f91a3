import { stringify } from 'yaml';
import type { HttpMethod } from '../client/operation-spec.js';
import { escapeControls } from '../text/terminal-escape.js';

/** One operation as `smform api --list` shows it. */
export interface ListedOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Destructive or policy-replacing: the call runs only with `--yes` (a preview otherwise). */
  requiresYes: boolean;
}

/** `smform api --list`: every operation smform knows, sorted by id. */
export interface ApiListOutcome {
  operations: readonly ListedOperation[];
}

/** The first sentence of a summary, on one line. */
function firstSentence(summary: string): string {
  return (
    summary
      .split(/(?<=\.)\s/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

/** One line per operation: id, method, `[--yes]` when guarded, the first sentence of its summary. */
export function renderApiListText({ operations }: ApiListOutcome): string {
  const width = Math.max(0, ...operations.map((op) => op.operationId.length));
  const lines = operations.map((op) => {
    const marks = `${op.method.padEnd(7)}${op.requiresYes ? '[--yes] ' : ''}`;
    return escapeControls(`${op.operationId.padEnd(width)}  ${marks}${firstSentence(op.summary)}`);
  });
  return `${lines.join('\n')}\n`;
}

function document({ operations }: ApiListOutcome): { operations: ListedOperation[] } {
  return {
    operations: operations.map((op) => ({ ...op, summary: op.summary.replace(/\s+/g, ' ').trim() })),
  };
}

/** `{"operations": [{operationId, method, path, summary, requiresYes}, ...]}`. */
export function renderApiListJson(outcome: ApiListOutcome): string {
  return `${JSON.stringify(document(outcome), null, 2)}\n`;
}

export const apiListRenderers: Record<'text' | 'json' | 'yaml', (outcome: ApiListOutcome) => string> = {
  text: renderApiListText,
  json: renderApiListJson,
  yaml: (outcome) => stringify(document(outcome)),
};
