import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type {
  ConfigAdminRole,
  ConfigFile,
  ConfigNetwork,
  ConfigOrganization,
  ConfigPolicy,
  ConfigSentryAssignment,
  ConfigSentryPolicy,
  ConfigTargetGroup,
  ConfigTemplates,
} from '../../src/config/index.js';
import { readConfigSchema } from '../../src/config/index.js';
import { DEFAULT_POLICY, ROLE_SCOPES, TAG_SCOPE_KEYWORDS } from '../../src/model/index.js';

/*
 * The key lists below are checked against the TypeScript types by `satisfies`: a key missing from a list,
 * or one the type does not have, fails the typecheck. The tests then compare them with the schema, so a
 * change on either side without the other fails the gate.
 */
const keysOf = {
  file: { templates: true, organizations: true } satisfies Record<keyof ConfigFile, true>,
  templates: {
    targetGroups: true,
    adminRoles: true,
    sentryPolicies: true,
    deviceTags: true,
  } satisfies Record<keyof ConfigTemplates, true>,
  organization: {
    id: true,
    name: true,
    policy: true,
    use: true,
    adminRoles: true,
    sentryPolicies: true,
    networks: true,
  } satisfies Record<keyof ConfigOrganization, true>,
  network: {
    id: true,
    name: true,
    policy: true,
    use: true,
    targetGroups: true,
    deviceTags: true,
  } satisfies Record<keyof ConfigNetwork, true>,
  policy: {
    prune: true,
    ignore: true,
    maxChangePercent: true,
    minObjectsForPercent: true,
    maxDevicePercent: true,
    minDevicesForPercent: true,
    unmanaged: true,
    liveEcho: true,
  } satisfies Record<keyof ConfigPolicy, true>,
  targetGroup: { name: true, id: true, scope: true, tags: true, protected: true } satisfies Record<
    keyof ConfigTargetGroup,
    true
  >,
  adminRole: { name: true, roleId: true, scope: true, tags: true, protected: true } satisfies Record<
    keyof ConfigAdminRole,
    true
  >,
  sentryAssignment: { network: true, policies: true, use: true, protected: true } satisfies Record<
    keyof ConfigSentryAssignment,
    true
  >,
  sentryPolicy: {
    smNetwork: true,
    groupPolicyId: true,
    groupPolicy: true,
    scope: true,
    tags: true,
  } satisfies Record<keyof ConfigSentryPolicy, true>,
};

/** Which keys each type requires (a typed list, checked the same way). */
const requiredOf: Record<keyof typeof keysOf, string[]> = {
  file: [],
  templates: [],
  organization: ['id'],
  network: ['id'],
  policy: [],
  targetGroup: ['name', 'scope'],
  adminRole: ['name', 'scope'],
  // Either policies or use: the templates rule says which is missing (src/config/expand-templates.ts).
  sentryAssignment: ['network'],
  // Either groupPolicyId or groupPolicy: the sentry kind's config rule says which (src/config/rule-group-policy.ts).
  sentryPolicy: ['smNetwork', 'scope'],
};

interface ObjectSchema {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
}

const schema = readConfigSchema() as unknown as ObjectSchema & {
  $defs: Record<string, ObjectSchema & { enum?: string[] }>;
};

function objectSchema(name: keyof typeof keysOf): ObjectSchema {
  if (name === 'file') return schema;
  const found = schema.$defs[name];
  if (found === undefined) throw new Error(`schema has no $defs.${name}`);
  return found;
}

describe('schemas/smform.schema.json and the TypeScript config types agree', () => {
  it.each(Object.keys(keysOf) as (keyof typeof keysOf)[])('%s has the same keys', (name) => {
    const object = objectSchema(name);
    expect(Object.keys(object.properties).sort()).toEqual(Object.keys(keysOf[name]).sort());
    expect(object.additionalProperties).toBe(false);
  });

  it.each(Object.keys(keysOf) as (keyof typeof keysOf)[])('%s requires the same keys', (name) => {
    expect([...(objectSchema(name).required ?? [])].sort()).toEqual([...requiredOf[name]].sort());
  });

  it('uses the model scope vocabularies', () => {
    expect(schema.$defs['tagScope']?.enum).toEqual([...TAG_SCOPE_KEYWORDS]);
    expect(schema.$defs['roleScope']?.enum).toEqual([...ROLE_SCOPES]);
  });

  it('documents the model policy defaults', () => {
    const policy = objectSchema('policy').properties;
    for (const [key, value] of Object.entries(DEFAULT_POLICY)) {
      expect(policy[key]?.['default'], key).toEqual(value);
    }
  });

  it('states the protected rule word for word as docs/config.md and docs/plan.md do', async () => {
    const rule = (schema.$defs['protected'] as unknown as { description: string }).description;
    expect(rule).toContain('not even with `--force`');
    for (const doc of ['docs/config.md', 'docs/plan.md']) {
      const text = await readFile(new URL(`../../${doc}`, import.meta.url), 'utf8');
      expect(text.replace(/\s+/g, ' '), doc).toContain(rule);
    }
  });
});
