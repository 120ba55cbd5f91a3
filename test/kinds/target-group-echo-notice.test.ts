import { describe, expect, it } from 'vitest';
import { echoMismatchNotice, type ComparedGroups } from '../../src/kinds/target-group/echo-mismatch.js';
import {
  targetGroupSpecFor,
  unechoedTargetGroupFields,
  unverifiedScopeWarning,
} from '../../src/kinds/target-group/plan-echo.js';
import { targetGroupKind } from '../../src/kinds/target-group/spec.js';
import { normalizeTargetGroup } from '../../src/kinds/target-group/target-groups.js';
import type {
  DesiredOrganization,
  DesiredTargetGroup,
  OwnershipPolicy,
  TargetGroupScopeEcho,
} from '../../src/model/desired.js';
import type { LiveTargetGroup } from '../../src/model/live.js';
import type { TagScopeKeyword } from '../../src/model/scope.js';

/*
 * What a plan says when an organization's target-group echo setting (policy.liveEcho.targetGroupScope)
 * does not fit what its Dashboard gives back (issue 30), and what the setting leaves uncompared: the
 * exact notice, its signature and hint, and the fields the diff no longer shows. The CLI suite
 * test/sentry/echo-mismatch-notice.test.ts shows the notice end to end; these pin when each applies.
 */

const SOURCE = { file: 'org.yaml', line: 2, column: 5 };
const GROUP_SOURCE = { file: 'org.yaml', line: 9, column: 11 };

const policy = (setting?: TargetGroupScopeEcho): OwnershipPolicy => ({
  prune: false,
  ignore: [],
  maxChangePercent: 30,
  minObjectsForPercent: 10,
  maxDevicePercent: 20,
  ...(setting === undefined ? {} : { liveEcho: { targetGroupScope: setting } }),
});

const org = (setting?: TargetGroupScopeEcho): DesiredOrganization => ({
  id: 'O_1',
  policy: policy(setting),
  networks: [],
  source: SOURCE,
});

const declared = (
  name: string,
  scope: TagScopeKeyword,
  tags: string[] = [],
  id?: string,
): DesiredTargetGroup => ({
  name,
  ...(id === undefined ? {} : { id }),
  scope,
  tags,
  protected: false,
  source: GROUP_SOURCE,
});

const live = (id: string, name: string, scope: TagScopeKeyword, tags: string[] = []): LiveTargetGroup => ({
  id,
  name,
  scope,
  tags,
});

const HEAD = 'ECHO SETTING MAY NOT FIT THE DASHBOARD: in organization O_1, ';
const hint = (network: string) =>
  `run \`smform doctor\` with this config (it checks the echo form of every declared network) or \`smform doctor --write-probe ${network}\`, and set policy.liveEcho.targetGroupScope as it says before applying (docs/doctor.md)`;

const notice = (seen: string, uses: string, network = 'N_1') => [
  {
    severity: 'warning',
    code: 'echo-mismatch',
    message: `${HEAD}${seen}; the organization uses targetGroupScope: ${uses}, so this plan's target-group updates may be false`,
    hint: hint(network),
    source: SOURCE,
  },
];

/** Two groups declared with a scope and tags, read back as scope none. */
const scopeLost: ComparedGroups = {
  networkId: 'N_1',
  declared: [declared('Kiosks', 'withAny', ['kiosk']), declared('Lobby', 'withAll', ['lobby', 'ipad'])],
  live: [live('TG_1', 'Kiosks', 'none'), live('TG_2', 'Lobby', 'none')],
};

/** Two groups declared with tags, read back with their keyword and no tags. */
const tagsLost: ComparedGroups = {
  networkId: 'N_1',
  declared: [declared('Kiosks', 'withAny', ['kiosk']), declared('Lobby', 'withAll', ['lobby', 'ipad'])],
  live: [live('TG_1', 'Kiosks', 'withAny'), live('TG_2', 'Lobby', 'withAll')],
};

/** Two groups read back as declared, tags and all. */
const echoed: ComparedGroups = {
  networkId: 'N_1',
  declared: [declared('Kiosks', 'withAny', ['kiosk']), declared('Lobby', 'withAll', ['lobby', 'ipad'])],
  live: [live('TG_1', 'Kiosks', 'withAny', ['kiosk']), live('TG_2', 'Lobby', 'withAll', ['ipad', 'lobby'])],
};

describe('the echo-mismatch notice', () => {
  it('scoped groups all read back as none: the writeOnly signature, the default setting named so', () => {
    expect(echoMismatchNotice(org(), [scopeLost])).toStrictEqual(
      notice(
        'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
        'echoed (the default)',
      ),
    );
  });

  it('an echoed setting written out is not called the default', () => {
    expect(echoMismatchNotice(org('echoed'), [scopeLost])).toStrictEqual(
      notice(
        'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
        'echoed',
      ),
    );
  });

  it('under keywordOnly, scope lost is the writeOnly signature too; under writeOnly it is what is expected', () => {
    expect(echoMismatchNotice(org('keywordOnly'), [scopeLost])).toStrictEqual(
      notice(
        'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
        'keywordOnly',
      ),
    );
    expect(echoMismatchNotice(org('writeOnly'), [scopeLost])).toStrictEqual([]);
  });

  it('one group proves nothing: it may have been changed on the Dashboard', () => {
    const one: ComparedGroups = {
      networkId: 'N_1',
      declared: [declared('Kiosks', 'withAny', ['kiosk'])],
      live: [live('TG_1', 'Kiosks', 'none')],
    };
    expect(echoMismatchNotice(org(), [one])).toStrictEqual([]);
    const oneTagged: ComparedGroups = {
      networkId: 'N_1',
      declared: [declared('Kiosks', 'withAny', ['kiosk'])],
      live: [live('TG_1', 'Kiosks', 'withAny')],
    };
    expect(echoMismatchNotice(org(), [oneTagged])).toStrictEqual([]);
  });

  it('counts only groups declared with a scope, and every one of them must read back as none', () => {
    const withNone: ComparedGroups = {
      networkId: 'N_1',
      declared: [...scopeLost.declared, declared('Off', 'none')],
      live: [...scopeLost.live, live('TG_3', 'Off', 'none')],
    };
    expect(echoMismatchNotice(org(), [withNone])).toStrictEqual(
      notice(
        'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
        'echoed (the default)',
      ),
    );
    // A third scoped group read back scoped (and without tags): not every one is none, so no writeOnly.
    const oneKept: ComparedGroups = {
      networkId: 'N_1',
      declared: [...scopeLost.declared, declared('Everyone', 'all')],
      live: [...scopeLost.live, live('TG_3', 'Everyone', 'all')],
    };
    expect(echoMismatchNotice(org(), [oneKept])).toStrictEqual([]);
  });

  it('groups declared with tags and read back with their keyword only: the keywordOnly signature', () => {
    expect(echoMismatchNotice(org(), [tagsLost])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
  });

  it('counts for keywordOnly only groups with tags read back under the keyword they were declared with', () => {
    const mixed: ComparedGroups = {
      networkId: 'N_1',
      declared: [
        ...tagsLost.declared,
        // Read back under another keyword: a real difference, not the signature.
        declared('Corp', 'withoutAny', ['byod']),
        // Declared with a tagged keyword but no tags.
        declared('Empty', 'withAny', []),
        declared('Everyone', 'all'),
      ],
      live: [
        ...tagsLost.live,
        live('TG_3', 'Corp', 'withAll', ['byod']),
        live('TG_4', 'Empty', 'withAny'),
        live('TG_5', 'Everyone', 'all'),
      ],
    };
    expect(echoMismatchNotice(org(), [mixed])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
    // One of them read back with its tags: the Dashboard echoes tags.
    const oneEchoed: ComparedGroups = {
      networkId: 'N_1',
      declared: [...tagsLost.declared, declared('Corp', 'withoutAny', ['byod'])],
      live: [...tagsLost.live, live('TG_3', 'Corp', 'withoutAny', ['byod'])],
    };
    expect(echoMismatchNotice(org(), [oneEchoed])).toStrictEqual([]);
  });

  it('keywordOnly is looked for only under the echoed setting', () => {
    expect(echoMismatchNotice(org('keywordOnly'), [tagsLost])).toStrictEqual([]);
    expect(echoMismatchNotice(org('writeOnly'), [tagsLost])).toStrictEqual([]);
  });

  it('tags read back under a setting that says they are not: the echoed signature, counting live groups', () => {
    const withTags: ComparedGroups = {
      networkId: 'N_1',
      declared: [declared('Kiosks', 'withAny', ['kiosk'])],
      live: [
        live('TG_1', 'Kiosks', 'withAny', ['kiosk']),
        // Not declared: still a live group read back with its tags.
        live('TG_2', 'Other', 'withoutAll', ['x']),
        // Neither counts: no tags, or a keyword that keeps none.
        live('TG_3', 'Bare', 'withAny'),
        live('TG_4', 'Everyone', 'all', ['stale']),
      ],
    };
    expect(echoMismatchNotice(org('keywordOnly'), [withTags])).toStrictEqual(
      notice(
        '2 live target groups read back with their tags, which targetGroupScope: keywordOnly says the Dashboard does not give back, the signature of targetGroupScope: echoed',
        'keywordOnly',
      ),
    );
    const single: ComparedGroups = {
      networkId: 'N_1',
      declared: [],
      live: [live('TG_2', 'Other', 'withAny', ['x'])],
    };
    expect(echoMismatchNotice(org('writeOnly'), [single])).toStrictEqual(
      notice(
        '1 live target groups read back with their tags, which targetGroupScope: writeOnly says the Dashboard does not give back, the signature of targetGroupScope: echoed',
        'writeOnly',
      ),
    );
    expect(echoMismatchNotice(org(), [single])).toStrictEqual([]);
    expect(echoMismatchNotice(org('echoed'), [echoed])).toStrictEqual([]);
  });

  it('no groups that tell anything, or no networks: no notice', () => {
    expect(echoMismatchNotice(org(), [])).toStrictEqual([]);
    expect(echoMismatchNotice(org('keywordOnly'), [])).toStrictEqual([]);
    expect(echoMismatchNotice(org('keywordOnly'), [tagsLost])).toStrictEqual([]);
    expect(echoMismatchNotice(org(), [{ networkId: 'N_1', declared: [], live: [] }])).toStrictEqual([]);
  });

  it('pairs a declared group with the live group of its pinned id first, then of its name', () => {
    // Kiosks is pinned to TG_1 (renamed live); Lobby pins an id no longer live, so its name finds TG_2.
    const renamed: ComparedGroups = {
      networkId: 'N_1',
      declared: [
        declared('Kiosks', 'withAny', ['kiosk'], 'TG_1'),
        declared('Lobby', 'withAll', ['lobby'], 'TG_gone'),
        declared('Nowhere', 'withAny', ['x']),
      ],
      live: [live('TG_1', 'Old kiosks', 'none'), live('TG_2', 'Lobby', 'none')],
    };
    expect(echoMismatchNotice(org(), [renamed])).toStrictEqual(
      notice(
        'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
        'echoed (the default)',
      ),
    );
    // The pinned id wins over the name: Kiosks answers to TG_1, read back scoped with its tags.
    const pinnedWins: ComparedGroups = {
      networkId: 'N_1',
      declared: [declared('Kiosks', 'withAny', ['kiosk'], 'TG_1'), declared('Lobby', 'withAll', ['lobby'])],
      live: [
        live('TG_1', 'Old kiosks', 'withAny', ['kiosk']),
        live('TG_2', 'Kiosks', 'none'),
        live('TG_3', 'Lobby', 'none'),
      ],
    };
    expect(echoMismatchNotice(org(), [pinnedWins])).toStrictEqual([]);
  });

  it('pairs within each network, counts over the organization, and names the first network in code-point order', () => {
    // One lost group in each network: two together are the signature.
    const n2: ComparedGroups = {
      networkId: 'N_2',
      declared: [declared('Kiosks', 'withAny', ['kiosk'])],
      live: [live('TG_1', 'Kiosks', 'none')],
    };
    const n10: ComparedGroups = {
      networkId: 'N_10',
      declared: [declared('Lobby', 'withAll', ['lobby'])],
      live: [live('TG_7', 'Lobby', 'none'), live('TG_8', 'Kiosks', 'withAny', ['kiosk'])],
    };
    const expected = notice(
      'all 2 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly',
      'echoed (the default)',
      'N_10',
    );
    expect(echoMismatchNotice(org(), [n2, n10])).toStrictEqual(expected);
    expect(echoMismatchNotice(org(), [n10, n2])).toStrictEqual(expected);
  });

  it('a fleet whose groups read back scoped and tagged answers none, whichever network shows which', () => {
    const scopedOnly: ComparedGroups = {
      networkId: 'N_1',
      declared: [declared('Everyone', 'all'), declared('Kiosks', 'withAny', ['kiosk'])],
      live: [live('TG_1', 'Everyone', 'all'), live('TG_2', 'Kiosks', 'withAny')],
    };
    const taggedToo: ComparedGroups = {
      networkId: 'N_2',
      declared: [declared('Lobby', 'withAll', ['lobby'])],
      live: [live('TG_3', 'Lobby', 'withAll', ['lobby'])],
    };
    expect(echoMismatchNotice(org(), [scopedOnly, taggedToo])).toStrictEqual([]);
    // Without the network that shows tags, the two tagless groups are the keywordOnly signature.
    const twoTagless: ComparedGroups = {
      ...scopedOnly,
      declared: [...scopedOnly.declared, declared('Lobby', 'withAll', ['lobby'])],
      live: [...scopedOnly.live, live('TG_3', 'Lobby', 'withAll')],
    };
    expect(echoMismatchNotice(org(), [twoTagless])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
  });
});

describe('the keywordOnly signature counts only tag-selecting keywords', () => {
  it('a group declared `all` with stray tags and read back with them neither proves nor breaks it', () => {
    const everyone: ComparedGroups = {
      networkId: 'N_1',
      declared: [...tagsLost.declared, declared('Everyone', 'all', ['stale'])],
      live: [...tagsLost.live, live('TG_9', 'Everyone', 'all', ['stale'])],
    };
    expect(echoMismatchNotice(org(), [everyone])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
    const everyoneBare: ComparedGroups = {
      networkId: 'N_1',
      declared: [...tagsLost.declared, declared('Everyone', 'all', ['stale'])],
      live: [...tagsLost.live, live('TG_9', 'Everyone', 'all')],
    };
    expect(echoMismatchNotice(org(), [everyoneBare])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
  });

  it('a group declared without tags and read back with some does not show that tags are echoed', () => {
    const untagged: ComparedGroups = {
      networkId: 'N_1',
      declared: [...tagsLost.declared, declared('Empty', 'withAny', [])],
      live: [...tagsLost.live, live('TG_4', 'Empty', 'withAny', ['x'])],
    };
    expect(echoMismatchNotice(org(), [untagged])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
  });

  it('a group read back under another keyword, with tags, does not show that tags are echoed', () => {
    const moved: ComparedGroups = {
      networkId: 'N_1',
      declared: [...tagsLost.declared, declared('Corp', 'withoutAny', ['byod'])],
      live: [...tagsLost.live, live('TG_3', 'Corp', 'withAll', ['byod'])],
    };
    expect(echoMismatchNotice(org(), [moved])).toStrictEqual(
      notice(
        'all 2 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly',
        'echoed (the default)',
      ),
    );
  });
});

describe('what an echo setting leaves uncompared', () => {
  it('writeOnly: the scope and the tags; keywordOnly: the tags; echoed or none: nothing', () => {
    expect(unechoedTargetGroupFields('writeOnly')).toStrictEqual(['scope', 'tags']);
    expect(unechoedTargetGroupFields('keywordOnly')).toStrictEqual(['tags']);
    expect(unechoedTargetGroupFields('echoed')).toStrictEqual([]);
    expect(unechoedTargetGroupFields(undefined)).toStrictEqual([]);
  });

  const before = normalizeTargetGroup(live('TG_1', 'Kiosks', 'withAny', ['kiosk']));
  const after = normalizeTargetGroup(live('TG_1', 'Kiosk fleet', 'withAll', ['ipad']));
  const paths = (setting?: TargetGroupScopeEcho) =>
    targetGroupSpecFor(targetGroupKind.parts, setting)
      .diff(before, after)
      .map((change) => change.path);

  it('the diff leaves out what the setting says the Dashboard does not give back', () => {
    expect(paths()).toStrictEqual(['name', 'scope', 'tags']);
    expect(paths('echoed')).toStrictEqual(['name', 'scope', 'tags']);
    expect(paths('keywordOnly')).toStrictEqual(['name', 'scope']);
    expect(paths('writeOnly')).toStrictEqual(['name']);
    expect(targetGroupSpecFor(targetGroupKind.parts, 'echoed')).toBe(targetGroupKind.parts);
  });

  it("the kind's parts follow the organization's policy", () => {
    const diffOf = (setting?: TargetGroupScopeEcho) =>
      targetGroupKind
        .partsFor(policy(setting))
        .diff(before, after)
        .map((change) => change.path);
    expect(diffOf()).toStrictEqual(['name', 'scope', 'tags']);
    expect(diffOf('keywordOnly')).toStrictEqual(['name', 'scope']);
    expect(diffOf('writeOnly')).toStrictEqual(['name']);
  });

  it('one warning per organization whose scope or tags go uncompared, counting its networks', () => {
    expect(unverifiedScopeWarning(org('keywordOnly'), 1)).toStrictEqual([
      {
        severity: 'warning',
        code: 'scope-not-compared',
        message:
          'organization O_1 sets policy.liveEcho.targetGroupScope: keywordOnly, so the tags of its target groups (1 network) are written but not compared: a tags changed only in the Dashboard, or only in the config, is not planned',
        hint: 'a name change (or a create) writes the declared scope; `smform doctor --write-probe NETWORK_ID` shows what the Dashboard echoes',
        source: SOURCE,
      },
    ]);
    expect(unverifiedScopeWarning(org('writeOnly'), 3)).toStrictEqual([
      {
        severity: 'warning',
        code: 'scope-not-compared',
        message:
          'organization O_1 sets policy.liveEcho.targetGroupScope: writeOnly, so the scope and tags of its target groups (3 networks) are written but not compared: a scope and tags changed only in the Dashboard, or only in the config, is not planned',
        hint: 'a name change (or a create) writes the declared scope; `smform doctor --write-probe NETWORK_ID` shows what the Dashboard echoes',
        source: SOURCE,
      },
    ]);
    expect(unverifiedScopeWarning(org('writeOnly'), 0)).toStrictEqual([]);
    expect(unverifiedScopeWarning(org('echoed'), 2)).toStrictEqual([]);
    expect(unverifiedScopeWarning(org(), 2)).toStrictEqual([]);
  });

  it("the kind's plan warnings: the echo-mismatch notice first, then what goes uncompared", () => {
    const withTags: ComparedGroups = {
      networkId: 'N_1',
      declared: [],
      live: [live('TG_2', 'Other', 'withAny', ['x'])],
    };
    expect(targetGroupKind.planWarnings(org('keywordOnly'), [withTags]).map((d) => d.code)).toStrictEqual([
      'echo-mismatch',
      'scope-not-compared',
    ]);
    expect(targetGroupKind.planWarnings(org(), [echoed])).toStrictEqual([]);
  });
});
