import { SmformError } from '../model/errors.js';
import { TAG_SCOPE_KEYWORDS, type TagScopeKeyword } from '../model/scope.js';
import { canonicalTags } from '../canonical/tags.js';

export type Json = Record<string, unknown>;

/**
 * Reads fields of a snapshot's (or a backup's) untrusted JSON, naming the exact place of the first
 * problem; each kind reads its own objects with it (`KindSpec.readSnapshot`).
 */
export class SnapshotReader {
  constructor(
    private readonly file: string,
    private readonly hint: string,
  ) {}

  fail(where: string, problem: string): never {
    throw new SmformError(`${this.file} is not a valid live snapshot: ${where} ${problem}`, {
      fault: 'usage',
      hint: this.hint,
    });
  }

  object(value: unknown, where: string): Json {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      this.fail(where, 'is not an object');
    return value as Json;
  }

  list(value: unknown, where: string): unknown[] {
    if (!Array.isArray(value)) this.fail(where, 'is not a list');
    return value;
  }

  string(record: Json, key: string, where: string): string {
    const value = record[key];
    if (typeof value !== 'string') this.fail(`${where}.${key}`, 'is not a string');
    return value;
  }

  boolean(record: Json, key: string, where: string): boolean {
    const value = record[key];
    if (typeof value !== 'boolean') this.fail(`${where}.${key}`, 'is not true or false');
    return value;
  }

  strings(value: unknown, where: string): string[] {
    return this.list(value, where).map((entry, i) => {
      if (typeof entry !== 'string') this.fail(`${where}[${i}]`, 'is not a string');
      return entry;
    });
  }

  tags(record: Json, where: string): string[] {
    return canonicalTags(this.strings(record['tags'] ?? [], `${where}.tags`));
  }

  keyword(record: Json, where: string): TagScopeKeyword {
    const value = record['scope'];
    if (!(TAG_SCOPE_KEYWORDS as readonly unknown[]).includes(value))
      this.fail(`${where}.scope`, 'is not a scope keyword');
    return value as TagScopeKeyword;
  }
}
