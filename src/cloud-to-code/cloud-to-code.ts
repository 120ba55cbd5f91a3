import { parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { DriftEntry } from '../drift/index.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import { parseScope } from '../model/scope-address.js';
import type { SourceLocation } from '../model/source.js';
import { adoptionOf } from './kinds.js';
import type { KindAdoption } from './kind-adoption.js';
import { mapAround, mapAt, offsetOf, ownerMaps } from './locate.js';
import { addList, appendItems, FileEdits, pairOf, removeItems, setKey, type Plain } from './yaml-edit.js';

/**
 * Cloud to code: the config edits that make Git say what the Dashboard holds, for chosen drifted,
 * missing and unmanaged objects. A drifted declaration gets live's values in place; a missing one is
 * removed; an unmanaged object is appended to the list of the file that declares its scope; an object a
 * template brought in is overridden in its scope's own list. Pure over the file texts it is given.
 */

export interface Adopted {
  address: string;
  status: DriftEntry['status'];
  file: string;
  /** What was done, in words: `scope and tags set to live`, `declaration removed`, ... */
  how: string;
}

export interface Refused {
  address: string;
  reason: string;
}

export interface FileRewrite {
  file: string;
  before: string;
  after: string;
}

export interface AdoptionResult {
  adopted: Adopted[];
  refused: Refused[];
  files: FileRewrite[];
}

interface OpenFile {
  doc: Document;
  edits: FileEdits;
  appends: Map<YAMLMap, { key: string; items: Record<string, Plain>[] }>;
  removals: Map<YAMLSeq, number[]>;
}

class Workspace {
  private readonly open = new Map<string, OpenFile>();

  constructor(private readonly read: (file: string) => string) {}

  file(name: string): OpenFile {
    let file = this.open.get(name);
    if (file === undefined) {
      const text = this.read(name);
      file = {
        doc: parseDocument(text, { keepSourceTokens: false }),
        edits: new FileEdits(text),
        appends: new Map(),
        removals: new Map(),
      };
      this.open.set(name, file);
    }
    return file;
  }

  append(name: string, map: YAMLMap, key: string, item: Record<string, Plain>): void {
    const file = this.file(name);
    const queued = file.appends.get(map) ?? { key, items: [] };
    queued.items.push(item);
    file.appends.set(map, queued);
  }

  rewrites(): FileRewrite[] {
    const rewrites: FileRewrite[] = [];
    for (const [name, file] of this.open) {
      for (const [map, { key, items }] of file.appends) {
        const pair = pairOf(map, key);
        if (pair === undefined) addList(file.edits, map, key, items);
        else appendItems(file.edits, pair, items);
      }
      for (const [seq, indexes] of file.removals) removeItems(file.edits, seq, indexes);
      if (file.edits.changed)
        rewrites.push({ file: name, before: file.edits.text, after: file.edits.apply() });
    }
    return rewrites.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }
}

const where = (source: SourceLocation): string => `${source.file}:${source.line}:${source.column}`;

/** The map of the file that declares the owner's list (else its `use:`, else any declaration of it). */
function ownerDeclaration(
  workspace: Workspace,
  files: readonly string[],
  adoption: KindAdoption,
  ownerId: string,
): { file: string; map: YAMLMap } | undefined {
  const found = files.flatMap((file) =>
    ownerMaps(workspace.file(file).doc, adoption.owner, ownerId).map((map) => ({ file, map })),
  );
  return (
    found.find(({ map }) => map.has(adoption.listKey)) ?? found.find(({ map }) => map.has('use')) ?? found[0]
  );
}

function setFields(file: OpenFile, map: YAMLMap, fields: [string, Plain | undefined][]): void {
  for (const [key, value] of fields) setKey(file.edits, map, key, value);
}

function describe(fields: [string, Plain | undefined][]): string {
  return `${fields
    .map(([key]) => key)
    .filter((key) => key !== 'use')
    .join(' and ')} set as live holds them`;
}

export function adoptIntoConfig(input: {
  entries: readonly DriftEntry[];
  live: LiveState;
  desired: DesiredState;
  read: (file: string) => string;
}): AdoptionResult {
  const workspace = new Workspace(input.read);
  const adopted: Adopted[] = [];
  const refused: Refused[] = [];
  for (const entry of input.entries) {
    const parts = parseScope(entry.address);
    const refuse = (reason: string): void => {
      refused.push({ address: entry.address, reason });
    };
    if (parts === undefined || entry.status === 'inSync') continue;
    const adoption: KindAdoption | string = adoptionOf(entry.kind);
    if (typeof adoption === 'string') {
      refuse(adoption);
      continue;
    }
    const declaration = adoption.declaration(input.live, parts, entry.id);
    const source = entry.source;
    if (entry.status === 'unmanaged') {
      if (declaration === undefined) {
        refuse('live no longer holds it');
        continue;
      }
      const owner = ownerDeclaration(workspace, input.desired.files, adoption, parts.ownerId);
      if (owner === undefined) {
        refuse(`no config file declares ${parts.owner} ${parts.ownerId}`);
        continue;
      }
      workspace.append(owner.file, owner.map, adoption.listKey, declaration);
      adopted.push({
        address: entry.address,
        status: entry.status,
        file: owner.file,
        how: `appended to ${adoption.listKey}`,
      });
      continue;
    }
    if (source === undefined) {
      refuse('its declaration has no recorded place in the config');
      continue;
    }
    if (source.template !== undefined) {
      const use = source.usedAt;
      if (entry.status === 'missing' || use === undefined) {
        refuse(
          `template ${source.template} (${where(source)}) brings it in${use === undefined ? '' : ` at ${where(use)}`}: no override removes one template object from one scope; remove it from the template or the template from that use:`,
        );
        continue;
      }
      if (declaration === undefined) {
        refuse('live no longer holds it');
        continue;
      }
      const file = workspace.file(use.file);
      const scope = mapAround(file.doc, offsetOf(file.edits.text, use), 'use');
      if (scope === undefined) {
        refuse(`the use: of template ${source.template} at ${where(use)} was not found`);
        continue;
      }
      if (adoption.fromTemplate === 'override') {
        workspace.append(use.file, scope, adoption.listKey, declaration);
        adopted.push({
          address: entry.address,
          status: entry.status,
          file: use.file,
          how: `declared in the scope's own ${adoption.listKey}, overriding template ${source.template} there`,
        });
      } else {
        const fields = adoption.fields(declaration);
        setFields(file, scope, fields);
        adopted.push({
          address: entry.address,
          status: entry.status,
          file: use.file,
          how: `use: ${source.template} replaced by its own list, as live holds it`,
        });
      }
      continue;
    }
    const file = workspace.file(source.file);
    const found = mapAt(file.doc, offsetOf(file.edits.text, source));
    if (found === undefined) {
      refuse(`its declaration at ${where(source)} was not found (was the file changed since it was read?)`);
      continue;
    }
    if (entry.status === 'missing') {
      if (found.seq === undefined || found.index === undefined) {
        refuse(`its declaration at ${where(source)} is not a list item`);
        continue;
      }
      const indexes = file.removals.get(found.seq) ?? [];
      indexes.push(found.index);
      file.removals.set(found.seq, indexes);
      adopted.push({
        address: entry.address,
        status: entry.status,
        file: source.file,
        how: 'declaration removed',
      });
      continue;
    }
    if (declaration === undefined) {
      refuse('live no longer holds it');
      continue;
    }
    const fields = adoption.fields(declaration);
    setFields(file, found.map, fields);
    adopted.push({ address: entry.address, status: entry.status, file: source.file, how: describe(fields) });
  }
  return { adopted, refused, files: workspace.rewrites() };
}
