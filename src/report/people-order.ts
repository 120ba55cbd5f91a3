import { kindSpec } from '../kinds/registry.js';
import type { Change } from '../model/plan.js';
import { compareNatural } from '../text/natural-order.js';

/**
 * Changes in the order the plan keeps them (organization, kind, network, address), but with ids in the
 * order people read them: `N_2` before `N_10`. For the text and Markdown renderers only; the plan's
 * own order (code points) is the one its JSON and planHash are made over, and it stays.
 */
export function compareChangesForPeople(a: Change, b: Change): number {
  return (
    compareNatural(a.orgId, b.orgId) ||
    kindSpec(a.kind).rank - kindSpec(b.kind).rank ||
    compareNatural(a.networkId ?? '', b.networkId ?? '') ||
    compareNatural(a.address, b.address)
  );
}
