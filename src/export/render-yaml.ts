import { posix } from 'node:path';
import { Document, isPair, isScalar, isSeq, Scalar, visit } from 'yaml';
import { escapeControls } from '../text/terminal-escape.js';

/** Text safe inside a YAML comment line: one line, no raw control or invisible character (the file is read in terminals too). */
const oneLine = escapeControls;

/** Keys whose values are Dashboard ids: always quoted, so a numeric id stays a string. */
const ID_KEYS = new Set(['id', 'roleId', 'network', 'smNetwork', 'groupPolicyId']);

/** A live object that cannot be declared as it is; it stays unmanaged, so a plan of the export is still empty. */
export interface SkippedObject {
  address: string;
  reason: string;
}

export interface RenderYamlOptions {
  /** The file's path relative to the export root, for the modeline's relative schema path. */
  file: string;
  title: string;
  skipped: readonly SkippedObject[];
  schemaPath?: string;
  command?: string;
  /** Replaces `Exported from the Dashboard by ...` in the header. */
  origin?: string;
}

/**
 * Config YAML in the house style: a `$schema` modeline, a header saying where it came from, ids in
 * single quotes, tag lists in flow style, names quoted only when YAML needs it.
 */
export function renderConfigYaml(data: unknown, options: RenderYamlOptions): string {
  const doc = new Document(data);
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const key = String(pair.key.value);
      if (ID_KEYS.has(key) && isScalar(pair.value)) pair.value.type = Scalar.QUOTE_SINGLE;
      if ((key === 'tags' || key === 'use') && isSeq(pair.value)) pair.value.flow = true;
    },
  });
  const schema = options.schemaPath ?? 'node_modules/smform/schemas/smform.schema.json';
  const relative = /^[a-z]+:\/\//i.test(schema)
    ? schema
    : posix.relative(posix.dirname(options.file), schema) || schema;
  const lines = [
    ` yaml-language-server: $schema=${relative}`,
    '',
    ` ${options.title}.`,
    ` ${options.origin ?? `Exported from the Dashboard${options.command === undefined ? '' : ` by \`${options.command}\``}`}; edit freely.`,
  ];
  if (options.skipped.length > 0) {
    lines.push('', ' Not exported (they cannot be declared as they are, so they stay unmanaged):');
    for (const entry of options.skipped) lines.push(`   ${oneLine(entry.address)}: ${oneLine(entry.reason)}`);
  }
  doc.commentBefore = lines.join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
