import { fileURLToPath } from 'node:url';
import { OPERATION_TABLE_API_VERSION } from '../model/api-version.js';
import { toolVersion } from './version.js';

/** The documents messages name as `docs/NAME.md`: they ship in the package, next to dist/. */
export const DOCS_DIR = fileURLToPath(new URL('../../docs', import.meta.url));

/**
 * What `smform --version` prints: smform's version, the Node.js running it, the Dashboard API version
 * its operation table follows, and where the documents that messages name are. Reads package.json
 * only: no config, schema, YAML or HTTP module is loaded for it.
 */
export function versionText(): string {
  return [
    `smform ${toolVersion()}`,
    `Node.js ${process.version} (${process.platform} ${process.arch})`,
    `Dashboard API v${OPERATION_TABLE_API_VERSION} (the operation table follows this spec version)`,
    `documents: ${DOCS_DIR} (messages name them as docs/NAME.md)`,
  ].join('\n');
}
