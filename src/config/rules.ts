import type { Diagnostic } from '../model/source.js';
import type { ConfigIndex } from './config-index.js';
import { checkNothingToManage } from './rule-nothing-to-manage.js';
import {
  checkConflictingSettings,
  checkDeclaredTwice,
  checkDuplicateNames,
  checkDuplicatePinnedIds,
  checkDuplicateSentryNetworks,
  checkNetworkOwners,
} from './rules-identity.js';
import {
  checkIgnoredButDeclared,
  checkTagVariants,
  checkTagsIgnored,
  checkTagsRequired,
} from './rules-tags.js';
import { checkLiveEchoPlacement } from './rules-live-echo.js';
import { checkKindObjects } from './rules-kinds.js';
import { checkInvisibleInNames, checkLookAlikeNames } from './rules-lookalike.js';

/** A semantic rule: reads the declarations of every schema-valid file, returns what it finds. */
export type SemanticRule = (index: ConfigIndex) => Diagnostic[];

/** Every semantic rule, run in this order over the merged declarations. */
export const SEMANTIC_RULES: readonly SemanticRule[] = [
  checkDuplicateNames,
  checkDeclaredTwice,
  checkInvisibleInNames,
  checkLookAlikeNames,
  checkDuplicateSentryNetworks,
  checkDuplicatePinnedIds,
  checkNetworkOwners,
  checkConflictingSettings,
  checkTagsRequired,
  checkTagsIgnored,
  checkTagVariants,
  checkIgnoredButDeclared,
  checkLiveEchoPlacement,
  checkKindObjects,
  checkNothingToManage,
];
