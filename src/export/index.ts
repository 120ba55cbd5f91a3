export {
  DEFAULT_SCHEMA_PATH,
  exportOrganization,
  type ExportFile,
  type ExportOptions,
  type ExportResult,
  type SkippedObject,
} from './export-config.js';
export { renderConfigYaml, type RenderYamlOptions } from './render-yaml.js';
export { readForExport, type ExportRead } from './read-export.js';
export { scaffoldRepository, type ScaffoldOptions } from './scaffold.js';
