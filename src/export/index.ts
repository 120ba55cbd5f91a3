export {
  DEFAULT_SCHEMA_PATH,
  exportOrganization,
  type ExportFile,
  type ExportOptions,
  type ExportResult,
} from './export-config.js';
export { renderConfigYaml, type RenderYamlOptions, type SkippedObject } from './render-yaml.js';
export { readForExport, type ExportRead } from './read-export.js';
export { scaffoldRepository, type ScaffoldOptions } from './scaffold.js';
