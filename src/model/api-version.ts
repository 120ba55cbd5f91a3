/**
 * The Dashboard API release the operation table (`src/client/operations.ts`, generated from spec/operations.json)
 * follows: the newest released spec version among the sources its entries name (a beta index is not a
 * release). test/cli/api-version.test.ts keeps the two in step.
 */
export const OPERATION_TABLE_API_VERSION = '1.72.0';
