import { shorten } from '../../text/markdown-escape.js';
import { escapeControls } from '../../text/terminal-escape.js';

/** The longest untrusted string the page shows whole; a longer one keeps its head and tail. */
export const MAX_SHOWN = 500;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Untrusted text (a name, a tag, a server message) as HTML text or an attribute value: markup
 * characters as entities, and controls, BiDi and invisible characters as visible escapes (`\u202e`).
 */
export function html(text: string, max: number = MAX_SHOWN): string {
  return shorten(escapeControls(text), max).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A whole number for a cell, grouped (`12,345`). */
export function num(value: number): string {
  return value.toLocaleString('en-US');
}
