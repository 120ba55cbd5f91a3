import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KINDS, kindSpec } from '../../src/kinds/registry.js';
import type { Kind } from '../../src/model/plan.js';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('a kind is a folder', () => {
  it('every registered kind has src/kinds/<kind>/spec.ts, and every kind folder is registered', () => {
    expect(KINDS.filter((kind) => !existsSync(join(src, 'kinds', kebab(kind), 'spec.ts')))).toEqual([]);
    const folders = readdirSync(join(src, 'kinds'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(KINDS.map(kebab).sort());
  });

  it('no file of one kind imports another kind’s folder', () => {
    const crossing = KINDS.flatMap((kind) =>
      sourceFiles(join(src, 'kinds', kebab(kind))).flatMap((file) =>
        KINDS.filter((other) => other !== kind)
          .filter((other) => readFileSync(file, 'utf8').includes(`/${kebab(other)}/`))
          .map((other) => `${relative(src, file)} -> ${kebab(other)}/`),
      ),
    );
    expect(crossing).toEqual([]);
  });
});

/** `file -> kind` for each of `kinds` a file imports the folder of or names in quotes (paths under src/). */
function naming(files: readonly string[], kinds: readonly Kind[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(src, file), 'utf8');
    return kinds
      .filter((kind) => text.includes(`/${kebab(kind)}/`) || text.includes(`'${kind}'`))
      .map((kind) => `${file} -> ${kind}`);
  });
}

describe('the planner and the workflows', () => {
  it('reach a kind added through the registry only through its spec: no import of its folder, no name of it', () => {
    const added = KINDS.filter((kind) => kindSpec(kind).readPart === 'kinds');
    expect(added.length).toBeGreaterThan(0);
    const files = ['planner', 'workflows'].flatMap((dir) =>
      sourceFiles(join(src, dir)).map((file) => relative(src, file)),
    );
    expect(naming(files, added)).toEqual([]);
  });
});

describe('the plan loop and the write loop', () => {
  it('name no kind: every kind is planned and written through its spec', () => {
    const loops = [
      'planner/plan.ts',
      'planner/plan-objects.ts',
      'applier/operations.ts',
      'applier/list-operation.ts',
      'applier/execute.ts',
    ];
    expect(naming(loops, KINDS)).toEqual([]);
  });
});

describe('one scope address', () => {
  it('is spelled only in src/model/scope-address.ts (the emulator models the API on its own)', () => {
    const byHand = /`(?:org|network)\/\$\{/;
    const spelled = sourceFiles(src)
      .map((file) => relative(src, file).replaceAll('\\', '/'))
      .filter((file) => !file.startsWith('emulator/') && file !== 'model/scope-address.ts')
      .filter((file) => byHand.test(readFileSync(join(src, file), 'utf8')));
    expect(spelled, 'build addresses with scopeOf/ownerOf/objectAddress').toEqual([]);
  });
});
