import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * An npm registry on loopback serving the packages smform depends on at run time, packed from this
 * repository's node_modules (the versions package-lock.json pins). `npm install` of the smform tarball
 * then resolves its dependencies the way it does against registry.npmjs.org, with no network and no
 * dependence on what the machine's npm cache happens to hold.
 */

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Packed {
  manifest: Manifest;
  file: string;
  integrity: string;
}

export interface LocalRegistry {
  url: string;
  /** The packages it serves, `name@version`, sorted. */
  packages: string[];
  /** Packument and tarball requests it answered (`GET /yaml`, ...). */
  requests: string[];
  close: () => Promise<void>;
}

const run = promisify(execFile);

/** The directory npm would load `name` from when `from` requires it (nested node_modules first). */
function resolvePackage(name: string, from: string, root: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) break;
  }
  throw new Error(`local registry: ${name} (needed by ${from}) is not in node_modules`);
}

/** The runtime dependency closure of the package at `root`, each package directory once. */
async function closure(root: string): Promise<Map<string, Manifest>> {
  const found = new Map<string, Manifest>();
  const visit = async (dir: string): Promise<void> => {
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Manifest;
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const dependency = resolvePackage(name, dir, root);
      if (found.has(dependency)) continue;
      found.set(dependency, JSON.parse(await readFile(join(dependency, 'package.json'), 'utf8')) as Manifest);
      await visit(dependency);
    }
  };
  await visit(root);
  return found;
}

/** Packs each dependency of `root` into `dir` and serves them until `close`. */
export async function startLocalRegistry(root: string, dir: string): Promise<LocalRegistry> {
  await mkdir(dir, { recursive: true });
  const byName = new Map<string, Packed[]>();
  for (const [packageDir, manifest] of await closure(root)) {
    const file = join(dir, `${manifest.name.replace('/', '-')}-${manifest.version}.tgz`);
    // What a registry tarball holds: the package's files under package/, without what npm installed into it.
    await run('tar', [
      '-czf',
      file,
      '-C',
      packageDir,
      '--exclude=./node_modules',
      '--transform=s,^\\.,package,',
      '.',
    ]);
    const integrity = `sha512-${createHash('sha512')
      .update(await readFile(file))
      .digest('base64')}`;
    byName.set(manifest.name, [...(byName.get(manifest.name) ?? []), { manifest, file, integrity }]);
  }
  const requests: string[] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(`${request.method ?? 'GET'} ${path}`);
    const tarball = /^\/-\/(.+)\.tgz$/.exec(path)?.[1];
    if (tarball !== undefined) {
      const packed = [...byName.values()].flat().find((p) => p.file.endsWith(`/${tarball}.tgz`));
      if (packed === undefined) return notFound(response);
      void readFile(packed.file).then((body) => {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(body);
      });
      return;
    }
    const versions = byName.get(path.slice(1));
    if (versions === undefined) return notFound(response);
    const document = {
      name: path.slice(1),
      'dist-tags': { latest: versions.at(-1)?.manifest.version },
      versions: Object.fromEntries(
        versions.map(({ manifest, file, integrity }) => [
          manifest.version,
          {
            ...manifest,
            dist: { tarball: `${base}/-/${file.slice(dir.length + 1, -'.tgz'.length)}.tgz`, integrity },
          },
        ]),
      ),
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/`,
    packages: [...byName.values()]
      .flat()
      .map((p) => `${p.manifest.name}@${p.manifest.version}`)
      .sort(),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"error":"not found"}');
}
