export { loadConfig, foreignSchema, MAX_CONFIG_FILE_BYTES } from './load-config.js';
export type { LoadConfigOptions } from './load-config.js';
export { parseConfigText, validateYamlFiles, hasErrors } from './validate-config.js';
export type { ConfigCounts, ConfigResult, SkippedFile } from './validate-config.js';
export {
  formatCounts,
  formatDiagnostic,
  formatValidationSummary,
  validationReport,
} from '../report/diagnostics.js';
export { mergePolicy } from './normalize.js';
export { compileGlob, matchingGlob } from '../glob.js';
export { readConfigSchema } from './schema.js';
export { SEMANTIC_RULES } from './rules.js';
export type { SemanticRule } from './rules.js';
export type * from './config-types.js';
