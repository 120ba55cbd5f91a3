/**
 * The Dashboard API release the operation table (`operations.ts`, generated from spec/operations.json)
 * follows: the newest released spec version among the sources its entries name (a beta index is not a
 * release). test/client/api-version.test.ts keeps the two in step.
 */
export const OPERATION_TABLE_API_VERSION = '1.72.0';
