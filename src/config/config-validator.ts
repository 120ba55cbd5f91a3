// Generated from schemas/smform.schema.json by scripts/validator-source.js: do not edit by hand.
// Regenerate: npm run generate
// @ts-nocheck: Ajv writes plain JavaScript; src/config/schema.ts gives it its type.
import { createRequire } from 'node:module';

// Ajv's standalone code requires its small runtime helpers (ucs2length) by name.
const require = createRequire(import.meta.url);
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/smform/smform/schemas/smform.schema.json',
  title: 'smform config',
  description:
    'Desired state of Cisco Meraki Systems Manager policy: target groups per network, limited-access admin roles and sentry policy assignments per organization. Reference: docs/config.md.',
  type: 'object',
  additionalProperties: false,
  properties: {
    templates: { $ref: '#/$defs/templates' },
    organizations: {
      description:
        'Organizations this file declares. Several files may declare the same organization: they merge by id.',
      type: 'array',
      items: { $ref: '#/$defs/organization' },
    },
  },
  $defs: {
    id: {
      description:
        'A Dashboard id. Always a string: quote numeric ids (id: "549236"). No control or invisible characters.',
      type: 'string',
      minLength: 1,
      pattern:
        '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
    },
    name: {
      description:
        "The object's name; its identity within its scope. Not blank; no control or invisible characters (C0/C1 controls, DEL, BiDi controls, zero-width characters, line separators).",
      type: 'string',
      minLength: 1,
      pattern:
        '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
    },
    tag: {
      description:
        'A device tag: non-empty, no commas (the target group scope string is comma-separated), no spaces inside (the Dashboard splits a tag at spaces: "example tag" is two tags), no control or invisible characters.',
      type: 'string',
      minLength: 1,
      pattern:
        '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
    },
    tags: {
      description: 'A set of tags: order and duplicates never produce a change.',
      type: 'array',
      items: { $ref: '#/$defs/tag' },
    },
    tagScope: {
      description: 'How the tags select devices.',
      enum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
    },
    roleScope: {
      description: "How a limited-access role's tags select devices.",
      enum: ['all_tags', 'some', 'without_all_tags', 'without_some'],
    },
    protected: {
      description:
        'smform never changes or deletes this object, not even with `--force`; to change or delete it, first remove `protected: true` in a reviewed edit.',
      type: 'boolean',
      default: false,
    },
    percent: { type: 'number', minimum: 0, maximum: 100 },
    policy: {
      description:
        "Ownership and safety rules. A network inherits its organization's policy and overrides it key by key.",
      type: 'object',
      additionalProperties: false,
      properties: {
        prune: {
          description:
            'Delete live objects that are not declared. Default false: they are reported as unmanaged.',
          type: 'boolean',
          default: false,
        },
        ignore: {
          description: 'Name globs (* and ?) of live objects that are neither managed nor reported.',
          type: 'array',
          items: { type: 'string', minLength: 1 },
          default: [],
        },
        maxChangePercent: {
          description: "Updating or deleting more than this percentage of a scope's objects needs --force.",
          $ref: '#/$defs/percent',
          default: 30,
        },
        minObjectsForPercent: {
          description: 'The percentage rule applies only to scopes holding at least this many objects.',
          type: 'integer',
          minimum: 0,
          default: 10,
        },
        maxDevicePercent: {
          description: "A change moving more than this percentage of a network's devices needs --force.",
          $ref: '#/$defs/percent',
          default: 20,
        },
        minDevicesForPercent: {
          description:
            'The device-share rule (maxDevicePercent) applies only to networks holding at least this many devices.',
          type: 'integer',
          minimum: 0,
          default: 10,
        },
        unmanaged: {
          description:
            "What drift does with live objects that are not declared (and not ignored): report them (default), or fail: `drift` counts them as drift and exits 2, even under prune: false. A network inherits its organization's setting.",
          enum: ['report', 'fail'],
          default: 'report',
        },
        liveEcho: {
          description:
            "Organization policy only: how this organization's Dashboard echoes what smform writes, where no source settles it. `smform apply` names the setting when a write does not come back as written; `smform doctor` shows what the live objects use. See docs/config.md.",
          type: 'object',
          additionalProperties: false,
          properties: {
            targetGroupScope: {
              description:
                'What a target-group GET gives back of the written scope: echoed (keyword and tags, default), keywordOnly (no tags: tags are not compared), writeOnly (neither: only the name is compared).',
              enum: ['echoed', 'keywordOnly', 'writeOnly'],
              default: 'echoed',
            },
            sentryPriorityOne: {
              description:
                'How smform reads sentry priorities: whether priority "1" is the highest (default) or the lowest.',
              enum: ['highest', 'lowest'],
              default: 'highest',
            },
            sentryWriteOrder: {
              description:
                'How smform writes a sentry list: highest priority last (default, as the API reference says) or first.',
              enum: ['highestLast', 'highestFirst'],
              default: 'highestLast',
            },
            sentryOrderConfirmed: {
              description:
                "true once an admin compared `smform doctor --sentry-order NETWORK_ID` with the Dashboard's sentry page and found the order smform reads to be the Dashboard's. Until then a plan that reorders two or more sentry policies of a network needs --force.",
              type: 'boolean',
            },
          },
        },
      },
    },
    targetGroup: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'scope'],
      properties: {
        name: { $ref: '#/$defs/name' },
        id: {
          $ref: '#/$defs/id',
          description: 'Pins the group to a live target group id; how a rename is declared.',
        },
        scope: { $ref: '#/$defs/tagScope' },
        tags: { $ref: '#/$defs/tags' },
        protected: { $ref: '#/$defs/protected' },
      },
    },
    adminRole: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'scope'],
      properties: {
        name: { $ref: '#/$defs/name' },
        roleId: {
          $ref: '#/$defs/id',
          description: 'Pins the role to a live roleId; how a rename is declared.',
        },
        scope: { $ref: '#/$defs/roleScope' },
        tags: { $ref: '#/$defs/tags' },
        protected: { $ref: '#/$defs/protected' },
      },
    },
    sentryPolicy: {
      type: 'object',
      additionalProperties: false,
      required: ['smNetwork', 'scope'],
      properties: {
        smNetwork: { $ref: '#/$defs/id', description: 'The Systems Manager network the policy applies to.' },
        groupPolicyId: {
          $ref: '#/$defs/id',
          description: 'The group policy to apply, by id. Not with groupPolicy.',
        },
        groupPolicy: {
          $ref: '#/$defs/name',
          description:
            'The group policy to apply, by its name in the network the list is for; plan resolves it to its id. Not with groupPolicyId.',
        },
        scope: { $ref: '#/$defs/tagScope' },
        tags: { $ref: '#/$defs/tags' },
      },
    },
    sentryAssignment: {
      description:
        "One network's sentry list: either its own `policies` or `use:` a sentryPolicies template.",
      type: 'object',
      additionalProperties: false,
      required: ['network'],
      properties: {
        network: { $ref: '#/$defs/id', description: 'The network the sentry policies belong to.' },
        policies: {
          description: 'Highest priority FIRST, as the Dashboard shows them.',
          type: 'array',
          items: { $ref: '#/$defs/sentryPolicy' },
        },
        use: {
          $ref: '#/$defs/templateName',
          description:
            "A sentryPolicies template (templates.sentryPolicies) that is this network's whole list, in its order. Not with policies.",
        },
        protected: { $ref: '#/$defs/protected' },
      },
    },
    deviceSerial: {
      description: 'A device serial, as the Dashboard shows it (no spaces).',
      type: 'string',
      pattern: '^\\S+$',
    },
    deviceSelector: {
      description:
        'Selects devices by fields the device list returns; every key given must hold (AND). Text values are globs (`*` any run of characters, `?` one character), case-sensitive except ownerEmail.',
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        name: { type: 'string', minLength: 1, description: 'A glob over the device name.' },
        systemModel: { type: 'string', minLength: 1, description: 'A glob over the model (`iPad*`).' },
        osName: {
          type: 'string',
          minLength: 1,
          description: 'A glob over the OS name and version (`iOS 17*`).',
        },
        ownerEmail: {
          type: 'string',
          minLength: 1,
          description: "A glob over the owner's email, case-insensitive (`*@school.example`).",
        },
        ownerUsername: { type: 'string', minLength: 1, description: "A glob over the owner's username." },
        isSupervised: { type: 'boolean', description: 'Supervised (true) or not (false).' },
        withTags: {
          description:
            "The device carries every one of these tags now (none that this network's deviceTags manage).",
          $ref: '#/$defs/tags',
        },
        withoutTags: {
          description:
            "The device carries none of these tags now (none that this network's deviceTags manage).",
          $ref: '#/$defs/tags',
        },
      },
    },
    deviceTag: {
      description:
        "The devices that carry one managed tag: those serials names plus those match selects. Every other device of the network loses the tag; the devices' other tags are never touched.",
      type: 'object',
      additionalProperties: false,
      properties: {
        serials: {
          description:
            'The devices by serial: a list (an entry may be {serial, name}: the name is checked, not used to find the device), or a CSV file relative to this YAML file.',
          oneOf: [
            {
              type: 'array',
              items: {
                oneOf: [
                  { $ref: '#/$defs/deviceSerial' },
                  {
                    type: 'object',
                    additionalProperties: false,
                    required: ['serial'],
                    properties: {
                      serial: { $ref: '#/$defs/deviceSerial' },
                      name: {
                        type: 'string',
                        minLength: 1,
                        description: "The device's name, checked against the live name.",
                      },
                    },
                  },
                ],
              },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['file'],
              properties: {
                file: {
                  type: 'string',
                  minLength: 1,
                  description: 'A CSV file, relative to this YAML file; its first row names the columns.',
                },
                column: {
                  type: 'string',
                  minLength: 1,
                  description: 'The column of serials; default serial.',
                },
                nameColumn: {
                  type: 'string',
                  minLength: 1,
                  description: 'A column of device names, checked like name.',
                },
              },
            },
          ],
        },
        match: { $ref: '#/$defs/deviceSelector' },
        protected: { $ref: '#/$defs/protected' },
      },
    },
    deviceTags: {
      description: 'Managed device tags: tag -> its members. Only the tags listed here are managed.',
      type: 'object',
      propertyNames: { $ref: '#/$defs/tag' },
      additionalProperties: { $ref: '#/$defs/deviceTag' },
    },
    templateName: {
      description: 'The name of a template declared under templates: (in any file).',
      $ref: '#/$defs/name',
    },
    templateNames: { type: 'array', items: { $ref: '#/$defs/templateName' } },
    templates: {
      description:
        'Reusable named sets, in any file: networks, organizations and sentry entries `use:` them by name. A template object keeps the address of the scope that uses it. Templates may not use other templates.',
      type: 'object',
      additionalProperties: false,
      properties: {
        targetGroups: {
          description: "Named lists of target groups, for a network's use:.",
          type: 'object',
          propertyNames: { $ref: '#/$defs/templateName' },
          additionalProperties: { type: 'array', items: { $ref: '#/$defs/targetGroup' } },
        },
        adminRoles: {
          description: "Named lists of admin roles, for an organization's use:.",
          type: 'object',
          propertyNames: { $ref: '#/$defs/templateName' },
          additionalProperties: { type: 'array', items: { $ref: '#/$defs/adminRole' } },
        },
        sentryPolicies: {
          description: "Named sentry lists (highest priority FIRST), for a sentry entry's use:.",
          type: 'object',
          propertyNames: { $ref: '#/$defs/templateName' },
          additionalProperties: { type: 'array', items: { $ref: '#/$defs/sentryPolicy' } },
        },
        deviceTags: {
          description:
            "Named sets of device tags (tag -> declaration, as under a network's deviceTags), for a network's use:. A serials file is relative to the template's file.",
          type: 'object',
          propertyNames: { $ref: '#/$defs/templateName' },
          additionalProperties: { $ref: '#/$defs/deviceTags' },
        },
      },
    },
    network: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { $ref: '#/$defs/id' },
        name: {
          type: 'string',
          description: 'A label shown in reports; no control or invisible characters.',
          pattern:
            '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
        },
        policy: { $ref: '#/$defs/policy' },
        use: {
          description:
            "targetGroups or deviceTags templates whose objects this network gets (a name declared under both is an error). A group or tag the network declares itself with the same name replaces the template's.",
          $ref: '#/$defs/templateNames',
        },
        targetGroups: {
          description: "Key absent: this network's target groups are not managed.",
          type: 'array',
          items: { $ref: '#/$defs/targetGroup' },
        },
        deviceTags: {
          description: "Key absent: this network's device tags are not managed.",
          $ref: '#/$defs/deviceTags',
        },
      },
    },
    organization: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { $ref: '#/$defs/id' },
        name: {
          type: 'string',
          description: 'A label shown in reports; no control or invisible characters.',
          pattern:
            '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
        },
        policy: { $ref: '#/$defs/policy' },
        use: {
          description:
            "adminRoles templates whose roles this organization gets. A role the organization declares itself with the same name replaces the template's.",
          $ref: '#/$defs/templateNames',
        },
        adminRoles: {
          description: 'Limited-access roles. Key absent: roles are not managed.',
          type: 'array',
          items: { $ref: '#/$defs/adminRole' },
        },
        sentryPolicies: {
          description: 'Sentry policy assignments, one entry per network. Key absent: not managed.',
          type: 'array',
          items: { $ref: '#/$defs/sentryAssignment' },
        },
        networks: { type: 'array', items: { $ref: '#/$defs/network' } },
      },
    },
  },
};
const schema32 = {
  description:
    'Reusable named sets, in any file: networks, organizations and sentry entries `use:` them by name. A template object keeps the address of the scope that uses it. Templates may not use other templates.',
  type: 'object',
  additionalProperties: false,
  properties: {
    targetGroups: {
      description: "Named lists of target groups, for a network's use:.",
      type: 'object',
      propertyNames: { $ref: '#/$defs/templateName' },
      additionalProperties: { type: 'array', items: { $ref: '#/$defs/targetGroup' } },
    },
    adminRoles: {
      description: "Named lists of admin roles, for an organization's use:.",
      type: 'object',
      propertyNames: { $ref: '#/$defs/templateName' },
      additionalProperties: { type: 'array', items: { $ref: '#/$defs/adminRole' } },
    },
    sentryPolicies: {
      description: "Named sentry lists (highest priority FIRST), for a sentry entry's use:.",
      type: 'object',
      propertyNames: { $ref: '#/$defs/templateName' },
      additionalProperties: { type: 'array', items: { $ref: '#/$defs/sentryPolicy' } },
    },
    deviceTags: {
      description:
        "Named sets of device tags (tag -> declaration, as under a network's deviceTags), for a network's use:. A serials file is relative to the template's file.",
      type: 'object',
      propertyNames: { $ref: '#/$defs/templateName' },
      additionalProperties: { $ref: '#/$defs/deviceTags' },
    },
  },
};
const schema33 = {
  description:
    "The object's name; its identity within its scope. Not blank; no control or invisible characters (C0/C1 controls, DEL, BiDi controls, zero-width characters, line separators).",
  type: 'string',
  minLength: 1,
  pattern:
    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
};
const func1 = require('ajv/dist/runtime/ucs2length').default;
const pattern4 = new RegExp(
  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
  'u',
);
const schema34 = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scope'],
  properties: {
    name: { $ref: '#/$defs/name' },
    id: {
      $ref: '#/$defs/id',
      description: 'Pins the group to a live target group id; how a rename is declared.',
    },
    scope: { $ref: '#/$defs/tagScope' },
    tags: { $ref: '#/$defs/tags' },
    protected: { $ref: '#/$defs/protected' },
  },
};
const schema36 = {
  description:
    'A Dashboard id. Always a string: quote numeric ids (id: "549236"). No control or invisible characters.',
  type: 'string',
  minLength: 1,
  pattern:
    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
};
const schema37 = {
  description: 'How the tags select devices.',
  enum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
};
const schema40 = {
  description:
    'smform never changes or deletes this object, not even with `--force`; to change or delete it, first remove `protected: true` in a reviewed edit.',
  type: 'boolean',
  default: false,
};
const pattern6 = new RegExp(
  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
  'u',
);
const schema38 = {
  description: 'A set of tags: order and duplicates never produce a change.',
  type: 'array',
  items: { $ref: '#/$defs/tag' },
};
const schema39 = {
  description:
    'A device tag: non-empty, no commas (the target group scope string is comma-separated), no spaces inside (the Dashboard splits a tag at spaces: "example tag" is two tags), no control or invisible characters.',
  type: 'string',
  minLength: 1,
  pattern:
    '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
};
const pattern7 = new RegExp(
  '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
  'u',
);
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err0 = {
            instancePath: instancePath + '/' + i0,
            schemaPath: '#/$defs/tag/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema39,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (!pattern7.test(data0)) {
          const err1 = {
            instancePath: instancePath + '/' + i0,
            schemaPath: '#/$defs/tag/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema39,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/' + i0,
          schemaPath: '#/$defs/tag/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.type,
          parentSchema: schema39,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
      schema: schema38.type,
      parentSchema: schema38,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.scope === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'scope' },
        message: "must have required property '" + 'scope' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'id' ||
        key0 === 'scope' ||
        key0 === 'tags' ||
        key0 === 'protected'
      )) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema34,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/name/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.type,
          parentSchema: schema33,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data1 = data.id;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern6.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.scope !== undefined) {
      let data2 = data.scope;
      if (!(
        data2 === 'all' ||
        data2 === 'none' ||
        data2 === 'withAny' ||
        data2 === 'withAll' ||
        data2 === 'withoutAny' ||
        data2 === 'withoutAll'
      )) {
        const err9 = {
          instancePath: instancePath + '/scope',
          schemaPath: '#/$defs/tagScope/enum',
          keyword: 'enum',
          params: { allowedValues: schema37.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema37.enum,
          parentSchema: schema37,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.tags !== undefined) {
      if (
        !validate23(data.tags, {
          instancePath: instancePath + '/tags',
          parentData: data,
          parentDataProperty: 'tags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.protected !== undefined) {
      let data4 = data.protected;
      if (typeof data4 !== 'boolean') {
        const err10 = {
          instancePath: instancePath + '/protected',
          schemaPath: '#/$defs/protected/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema40.type,
          parentSchema: schema40,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema34.type,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema42 = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scope'],
  properties: {
    name: { $ref: '#/$defs/name' },
    roleId: { $ref: '#/$defs/id', description: 'Pins the role to a live roleId; how a rename is declared.' },
    scope: { $ref: '#/$defs/roleScope' },
    tags: { $ref: '#/$defs/tags' },
    protected: { $ref: '#/$defs/protected' },
  },
};
const schema45 = {
  description: "How a limited-access role's tags select devices.",
  enum: ['all_tags', 'some', 'without_all_tags', 'without_some'],
};
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.scope === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'scope' },
        message: "must have required property '" + 'scope' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'roleId' ||
        key0 === 'scope' ||
        key0 === 'tags' ||
        key0 === 'protected'
      )) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema42,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/name/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.type,
          parentSchema: schema33,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.roleId !== undefined) {
      let data1 = data.roleId;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/roleId',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern6.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/roleId',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/roleId',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.scope !== undefined) {
      let data2 = data.scope;
      if (!(
        data2 === 'all_tags' ||
        data2 === 'some' ||
        data2 === 'without_all_tags' ||
        data2 === 'without_some'
      )) {
        const err9 = {
          instancePath: instancePath + '/scope',
          schemaPath: '#/$defs/roleScope/enum',
          keyword: 'enum',
          params: { allowedValues: schema45.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema45.enum,
          parentSchema: schema45,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.tags !== undefined) {
      if (
        !validate23(data.tags, {
          instancePath: instancePath + '/tags',
          parentData: data,
          parentDataProperty: 'tags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.protected !== undefined) {
      let data4 = data.protected;
      if (typeof data4 !== 'boolean') {
        const err10 = {
          instancePath: instancePath + '/protected',
          schemaPath: '#/$defs/protected/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema40.type,
          parentSchema: schema40,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema42.type,
      parentSchema: schema42,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema48 = {
  type: 'object',
  additionalProperties: false,
  required: ['smNetwork', 'scope'],
  properties: {
    smNetwork: { $ref: '#/$defs/id', description: 'The Systems Manager network the policy applies to.' },
    groupPolicyId: {
      $ref: '#/$defs/id',
      description: 'The group policy to apply, by id. Not with groupPolicy.',
    },
    groupPolicy: {
      $ref: '#/$defs/name',
      description:
        'The group policy to apply, by its name in the network the list is for; plan resolves it to its id. Not with groupPolicyId.',
    },
    scope: { $ref: '#/$defs/tagScope' },
    tags: { $ref: '#/$defs/tags' },
  },
};
function validate29(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.smNetwork === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'smNetwork' },
        message: "must have required property '" + 'smNetwork' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.scope === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'scope' },
        message: "must have required property '" + 'scope' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'smNetwork' ||
        key0 === 'groupPolicyId' ||
        key0 === 'groupPolicy' ||
        key0 === 'scope' ||
        key0 === 'tags'
      )) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema48,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.smNetwork !== undefined) {
      let data0 = data.smNetwork;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/smNetwork',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern6.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/smNetwork',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/smNetwork',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.groupPolicyId !== undefined) {
      let data1 = data.groupPolicyId;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/groupPolicyId',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern6.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/groupPolicyId',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/groupPolicyId',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.groupPolicy !== undefined) {
      let data2 = data.groupPolicy;
      if (typeof data2 === 'string') {
        if (func1(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/groupPolicy',
            schemaPath: '#/$defs/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema33,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!pattern4.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/groupPolicy',
            schemaPath: '#/$defs/name/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema33,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/groupPolicy',
          schemaPath: '#/$defs/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.type,
          parentSchema: schema33,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.scope !== undefined) {
      let data3 = data.scope;
      if (!(
        data3 === 'all' ||
        data3 === 'none' ||
        data3 === 'withAny' ||
        data3 === 'withAll' ||
        data3 === 'withoutAny' ||
        data3 === 'withoutAll'
      )) {
        const err12 = {
          instancePath: instancePath + '/scope',
          schemaPath: '#/$defs/tagScope/enum',
          keyword: 'enum',
          params: { allowedValues: schema37.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema37.enum,
          parentSchema: schema37,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.tags !== undefined) {
      if (
        !validate23(data.tags, {
          instancePath: instancePath + '/tags',
          parentData: data,
          parentDataProperty: 'tags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema54 = {
  description: 'Managed device tags: tag -> its members. Only the tags listed here are managed.',
  type: 'object',
  propertyNames: { $ref: '#/$defs/tag' },
  additionalProperties: { $ref: '#/$defs/deviceTag' },
};
const schema56 = {
  description:
    "The devices that carry one managed tag: those serials names plus those match selects. Every other device of the network loses the tag; the devices' other tags are never touched.",
  type: 'object',
  additionalProperties: false,
  properties: {
    serials: {
      description:
        'The devices by serial: a list (an entry may be {serial, name}: the name is checked, not used to find the device), or a CSV file relative to this YAML file.',
      oneOf: [
        {
          type: 'array',
          items: {
            oneOf: [
              { $ref: '#/$defs/deviceSerial' },
              {
                type: 'object',
                additionalProperties: false,
                required: ['serial'],
                properties: {
                  serial: { $ref: '#/$defs/deviceSerial' },
                  name: {
                    type: 'string',
                    minLength: 1,
                    description: "The device's name, checked against the live name.",
                  },
                },
              },
            ],
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              minLength: 1,
              description: 'A CSV file, relative to this YAML file; its first row names the columns.',
            },
            column: { type: 'string', minLength: 1, description: 'The column of serials; default serial.' },
            nameColumn: {
              type: 'string',
              minLength: 1,
              description: 'A column of device names, checked like name.',
            },
          },
        },
      ],
    },
    match: { $ref: '#/$defs/deviceSelector' },
    protected: { $ref: '#/$defs/protected' },
  },
};
const schema57 = {
  description: 'A device serial, as the Dashboard shows it (no spaces).',
  type: 'string',
  pattern: '^\\S+$',
};
const pattern17 = new RegExp('^\\S+$', 'u');
const schema59 = {
  description:
    'Selects devices by fields the device list returns; every key given must hold (AND). Text values are globs (`*` any run of characters, `?` one character), case-sensitive except ownerEmail.',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: { type: 'string', minLength: 1, description: 'A glob over the device name.' },
    systemModel: { type: 'string', minLength: 1, description: 'A glob over the model (`iPad*`).' },
    osName: { type: 'string', minLength: 1, description: 'A glob over the OS name and version (`iOS 17*`).' },
    ownerEmail: {
      type: 'string',
      minLength: 1,
      description: "A glob over the owner's email, case-insensitive (`*@school.example`).",
    },
    ownerUsername: { type: 'string', minLength: 1, description: "A glob over the owner's username." },
    isSupervised: { type: 'boolean', description: 'Supervised (true) or not (false).' },
    withTags: {
      description:
        "The device carries every one of these tags now (none that this network's deviceTags manage).",
      $ref: '#/$defs/tags',
    },
    withoutTags: {
      description: "The device carries none of these tags now (none that this network's deviceTags manage).",
      $ref: '#/$defs/tags',
    },
  },
};
function validate34(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 properties',
        schema: 1,
        parentSchema: schema59,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'systemModel' ||
        key0 === 'osName' ||
        key0 === 'ownerEmail' ||
        key0 === 'ownerUsername' ||
        key0 === 'isSupervised' ||
        key0 === 'withTags' ||
        key0 === 'withoutTags'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema59,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema59.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema59.properties.name.type,
          parentSchema: schema59.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.systemModel !== undefined) {
      let data1 = data.systemModel;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err4 = {
            instancePath: instancePath + '/systemModel',
            schemaPath: '#/properties/systemModel/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema59.properties.systemModel,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/systemModel',
          schemaPath: '#/properties/systemModel/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema59.properties.systemModel.type,
          parentSchema: schema59.properties.systemModel,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.osName !== undefined) {
      let data2 = data.osName;
      if (typeof data2 === 'string') {
        if (func1(data2) < 1) {
          const err6 = {
            instancePath: instancePath + '/osName',
            schemaPath: '#/properties/osName/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema59.properties.osName,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/osName',
          schemaPath: '#/properties/osName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema59.properties.osName.type,
          parentSchema: schema59.properties.osName,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.ownerEmail !== undefined) {
      let data3 = data.ownerEmail;
      if (typeof data3 === 'string') {
        if (func1(data3) < 1) {
          const err8 = {
            instancePath: instancePath + '/ownerEmail',
            schemaPath: '#/properties/ownerEmail/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema59.properties.ownerEmail,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/ownerEmail',
          schemaPath: '#/properties/ownerEmail/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema59.properties.ownerEmail.type,
          parentSchema: schema59.properties.ownerEmail,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.ownerUsername !== undefined) {
      let data4 = data.ownerUsername;
      if (typeof data4 === 'string') {
        if (func1(data4) < 1) {
          const err10 = {
            instancePath: instancePath + '/ownerUsername',
            schemaPath: '#/properties/ownerUsername/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema59.properties.ownerUsername,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/ownerUsername',
          schemaPath: '#/properties/ownerUsername/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema59.properties.ownerUsername.type,
          parentSchema: schema59.properties.ownerUsername,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.isSupervised !== undefined) {
      let data5 = data.isSupervised;
      if (typeof data5 !== 'boolean') {
        const err12 = {
          instancePath: instancePath + '/isSupervised',
          schemaPath: '#/properties/isSupervised/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema59.properties.isSupervised.type,
          parentSchema: schema59.properties.isSupervised,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.withTags !== undefined) {
      if (
        !validate23(data.withTags, {
          instancePath: instancePath + '/withTags',
          parentData: data,
          parentDataProperty: 'withTags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.withoutTags !== undefined) {
      if (
        !validate23(data.withoutTags, {
          instancePath: instancePath + '/withoutTags',
          parentData: data,
          parentDataProperty: 'withoutTags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema59.type,
      parentSchema: schema59,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate33(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === 'serials' || key0 === 'match' || key0 === 'protected')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema56,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.serials !== undefined) {
      let data0 = data.serials;
      const _errs3 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          const _errs7 = errors;
          let valid4 = false;
          let passing1 = null;
          const _errs8 = errors;
          if (typeof data1 === 'string') {
            if (!pattern17.test(data1)) {
              const err1 = {
                instancePath: instancePath + '/serials/' + i0,
                schemaPath: '#/$defs/deviceSerial/pattern',
                keyword: 'pattern',
                params: { pattern: '^\\S+$' },
                message: 'must match pattern "' + '^\\S+$' + '"',
                schema: '^\\S+$',
                parentSchema: schema57,
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = {
              instancePath: instancePath + '/serials/' + i0,
              schemaPath: '#/$defs/deviceSerial/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema57.type,
              parentSchema: schema57,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          var _valid1 = _errs8 === errors;
          if (_valid1) {
            valid4 = true;
            passing1 = 0;
          }
          const _errs11 = errors;
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            if (data1.serial === undefined) {
              const err3 = {
                instancePath: instancePath + '/serials/' + i0,
                schemaPath: '#/properties/serials/oneOf/0/items/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'serial' },
                message: "must have required property '" + 'serial' + "'",
                schema: schema56.properties.serials.oneOf[0].items.oneOf[1].required,
                parentSchema: schema56.properties.serials.oneOf[0].items.oneOf[1],
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === 'serial' || key1 === 'name')) {
                const err4 = {
                  instancePath: instancePath + '/serials/' + i0,
                  schemaPath: '#/properties/serials/oneOf/0/items/oneOf/1/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema56.properties.serials.oneOf[0].items.oneOf[1],
                  data: data1,
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data1.serial !== undefined) {
              let data2 = data1.serial;
              if (typeof data2 === 'string') {
                if (!pattern17.test(data2)) {
                  const err5 = {
                    instancePath: instancePath + '/serials/' + i0 + '/serial',
                    schemaPath: '#/$defs/deviceSerial/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^\\S+$' },
                    message: 'must match pattern "' + '^\\S+$' + '"',
                    schema: '^\\S+$',
                    parentSchema: schema57,
                    data: data2,
                  };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              } else {
                const err6 = {
                  instancePath: instancePath + '/serials/' + i0 + '/serial',
                  schemaPath: '#/$defs/deviceSerial/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema57.type,
                  parentSchema: schema57,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data1.name !== undefined) {
              let data3 = data1.name;
              if (typeof data3 === 'string') {
                if (func1(data3) < 1) {
                  const err7 = {
                    instancePath: instancePath + '/serials/' + i0 + '/name',
                    schemaPath: '#/properties/serials/oneOf/0/items/oneOf/1/properties/name/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema56.properties.serials.oneOf[0].items.oneOf[1].properties.name,
                    data: data3,
                  };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = {
                  instancePath: instancePath + '/serials/' + i0 + '/name',
                  schemaPath: '#/properties/serials/oneOf/0/items/oneOf/1/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema56.properties.serials.oneOf[0].items.oneOf[1].properties.name.type,
                  parentSchema: schema56.properties.serials.oneOf[0].items.oneOf[1].properties.name,
                  data: data3,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = {
              instancePath: instancePath + '/serials/' + i0,
              schemaPath: '#/properties/serials/oneOf/0/items/oneOf/1/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema56.properties.serials.oneOf[0].items.oneOf[1].type,
              parentSchema: schema56.properties.serials.oneOf[0].items.oneOf[1],
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var _valid1 = _errs11 === errors;
          if (_valid1 && valid4) {
            valid4 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid1) {
              valid4 = true;
              passing1 = 1;
            }
          }
          if (!valid4) {
            const err10 = {
              instancePath: instancePath + '/serials/' + i0,
              schemaPath: '#/properties/serials/oneOf/0/items/oneOf',
              keyword: 'oneOf',
              params: { passingSchemas: passing1 },
              message: 'must match exactly one schema in oneOf',
              schema: schema56.properties.serials.oneOf[0].items.oneOf,
              parentSchema: schema56.properties.serials.oneOf[0].items,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/serials',
          schemaPath: '#/properties/serials/oneOf/0/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema56.properties.serials.oneOf[0].type,
          parentSchema: schema56.properties.serials.oneOf[0],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs19 = errors;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.file === undefined) {
          const err12 = {
            instancePath: instancePath + '/serials',
            schemaPath: '#/properties/serials/oneOf/1/required',
            keyword: 'required',
            params: { missingProperty: 'file' },
            message: "must have required property '" + 'file' + "'",
            schema: schema56.properties.serials.oneOf[1].required,
            parentSchema: schema56.properties.serials.oneOf[1],
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key2 in data0) {
          if (!(key2 === 'file' || key2 === 'column' || key2 === 'nameColumn')) {
            const err13 = {
              instancePath: instancePath + '/serials',
              schemaPath: '#/properties/serials/oneOf/1/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
              schema: false,
              parentSchema: schema56.properties.serials.oneOf[1],
              data: data0,
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data0.file !== undefined) {
          let data4 = data0.file;
          if (typeof data4 === 'string') {
            if (func1(data4) < 1) {
              const err14 = {
                instancePath: instancePath + '/serials/file',
                schemaPath: '#/properties/serials/oneOf/1/properties/file/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema56.properties.serials.oneOf[1].properties.file,
                data: data4,
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/serials/file',
              schemaPath: '#/properties/serials/oneOf/1/properties/file/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema56.properties.serials.oneOf[1].properties.file.type,
              parentSchema: schema56.properties.serials.oneOf[1].properties.file,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data0.column !== undefined) {
          let data5 = data0.column;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err16 = {
                instancePath: instancePath + '/serials/column',
                schemaPath: '#/properties/serials/oneOf/1/properties/column/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema56.properties.serials.oneOf[1].properties.column,
                data: data5,
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/serials/column',
              schemaPath: '#/properties/serials/oneOf/1/properties/column/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema56.properties.serials.oneOf[1].properties.column.type,
              parentSchema: schema56.properties.serials.oneOf[1].properties.column,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data0.nameColumn !== undefined) {
          let data6 = data0.nameColumn;
          if (typeof data6 === 'string') {
            if (func1(data6) < 1) {
              const err18 = {
                instancePath: instancePath + '/serials/nameColumn',
                schemaPath: '#/properties/serials/oneOf/1/properties/nameColumn/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema56.properties.serials.oneOf[1].properties.nameColumn,
                data: data6,
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = {
              instancePath: instancePath + '/serials/nameColumn',
              schemaPath: '#/properties/serials/oneOf/1/properties/nameColumn/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema56.properties.serials.oneOf[1].properties.nameColumn.type,
              parentSchema: schema56.properties.serials.oneOf[1].properties.nameColumn,
              data: data6,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/serials',
          schemaPath: '#/properties/serials/oneOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema56.properties.serials.oneOf[1].type,
          parentSchema: schema56.properties.serials.oneOf[1],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      var _valid0 = _errs19 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err21 = {
          instancePath: instancePath + '/serials',
          schemaPath: '#/properties/serials/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
          schema: schema56.properties.serials.oneOf,
          parentSchema: schema56.properties.serials,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.match !== undefined) {
      if (
        !validate34(data.match, {
          instancePath: instancePath + '/match',
          parentData: data,
          parentDataProperty: 'match',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
        errors = vErrors.length;
      }
    }
    if (data.protected !== undefined) {
      let data8 = data.protected;
      if (typeof data8 !== 'boolean') {
        const err22 = {
          instancePath: instancePath + '/protected',
          schemaPath: '#/$defs/protected/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema40.type,
          parentSchema: schema40,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema56.type,
      parentSchema: schema56,
      data,
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (func1(key0) < 1) {
          const err0 = {
            instancePath,
            schemaPath: '#/$defs/tag/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema39,
            data: key0,
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (!pattern7.test(key0)) {
          const err1 = {
            instancePath,
            schemaPath: '#/$defs/tag/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]+[^\\S,\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema39,
            data: key0,
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath,
          schemaPath: '#/$defs/tag/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.type,
          parentSchema: schema39,
          data: key0,
          propertyName: key0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err3 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
          schema: schema54.propertyNames,
          parentSchema: schema54,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (
        !validate33(data[key1], {
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          parentData: data,
          parentDataProperty: key1,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema54.type,
      parentSchema: schema54,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'targetGroups' ||
        key0 === 'adminRoles' ||
        key0 === 'sentryPolicies' ||
        key0 === 'deviceTags'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema32,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.targetGroups !== undefined) {
      let data0 = data.targetGroups;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 === 'string') {
            if (func1(key1) < 1) {
              const err1 = {
                instancePath: instancePath + '/targetGroups',
                schemaPath: '#/$defs/templateName/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema33,
                data: key1,
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (!pattern4.test(key1)) {
              const err2 = {
                instancePath: instancePath + '/targetGroups',
                schemaPath: '#/$defs/templateName/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                },
                message:
                  'must match pattern "' +
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
                  '"',
                schema:
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                parentSchema: schema33,
                data: key1,
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = {
              instancePath: instancePath + '/targetGroups',
              schemaPath: '#/$defs/templateName/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema33.type,
              parentSchema: schema33,
              data: key1,
              propertyName: key1,
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err4 = {
              instancePath: instancePath + '/targetGroups',
              schemaPath: '#/properties/targetGroups/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
              schema: schema32.properties.targetGroups.propertyNames,
              parentSchema: schema32.properties.targetGroups,
              data: data0,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (Array.isArray(data1)) {
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (
                !validate22(data1[i0], {
                  instancePath:
                    instancePath +
                    '/targetGroups/' +
                    key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/' +
                    i0,
                  parentData: data1,
                  parentDataProperty: i0,
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err5 = {
              instancePath: instancePath + '/targetGroups/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/targetGroups/additionalProperties/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
              schema: schema32.properties.targetGroups.additionalProperties.type,
              parentSchema: schema32.properties.targetGroups.additionalProperties,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/targetGroups',
          schemaPath: '#/properties/targetGroups/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.targetGroups.type,
          parentSchema: schema32.properties.targetGroups,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.adminRoles !== undefined) {
      let data3 = data.adminRoles;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
        for (const key3 in data3) {
          const _errs13 = errors;
          if (typeof key3 === 'string') {
            if (func1(key3) < 1) {
              const err7 = {
                instancePath: instancePath + '/adminRoles',
                schemaPath: '#/$defs/templateName/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema33,
                data: key3,
                propertyName: key3,
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (!pattern4.test(key3)) {
              const err8 = {
                instancePath: instancePath + '/adminRoles',
                schemaPath: '#/$defs/templateName/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                },
                message:
                  'must match pattern "' +
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
                  '"',
                schema:
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                parentSchema: schema33,
                data: key3,
                propertyName: key3,
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = {
              instancePath: instancePath + '/adminRoles',
              schemaPath: '#/$defs/templateName/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema33.type,
              parentSchema: schema33,
              data: key3,
              propertyName: key3,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var valid6 = _errs13 === errors;
          if (!valid6) {
            const err10 = {
              instancePath: instancePath + '/adminRoles',
              schemaPath: '#/properties/adminRoles/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key3 },
              message: 'property name must be valid',
              schema: schema32.properties.adminRoles.propertyNames,
              parentSchema: schema32.properties.adminRoles,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        for (const key4 in data3) {
          let data4 = data3[key4];
          if (Array.isArray(data4)) {
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (
                !validate26(data4[i1], {
                  instancePath:
                    instancePath + '/adminRoles/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i1,
                  parentData: data4,
                  parentDataProperty: i1,
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err11 = {
              instancePath: instancePath + '/adminRoles/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/adminRoles/additionalProperties/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
              schema: schema32.properties.adminRoles.additionalProperties.type,
              parentSchema: schema32.properties.adminRoles.additionalProperties,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/adminRoles',
          schemaPath: '#/properties/adminRoles/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.adminRoles.type,
          parentSchema: schema32.properties.adminRoles,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.sentryPolicies !== undefined) {
      let data6 = data.sentryPolicies;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key5 in data6) {
          const _errs22 = errors;
          if (typeof key5 === 'string') {
            if (func1(key5) < 1) {
              const err13 = {
                instancePath: instancePath + '/sentryPolicies',
                schemaPath: '#/$defs/templateName/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema33,
                data: key5,
                propertyName: key5,
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (!pattern4.test(key5)) {
              const err14 = {
                instancePath: instancePath + '/sentryPolicies',
                schemaPath: '#/$defs/templateName/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                },
                message:
                  'must match pattern "' +
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
                  '"',
                schema:
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                parentSchema: schema33,
                data: key5,
                propertyName: key5,
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/sentryPolicies',
              schemaPath: '#/$defs/templateName/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema33.type,
              parentSchema: schema33,
              data: key5,
              propertyName: key5,
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          var valid11 = _errs22 === errors;
          if (!valid11) {
            const err16 = {
              instancePath: instancePath + '/sentryPolicies',
              schemaPath: '#/properties/sentryPolicies/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key5 },
              message: 'property name must be valid',
              schema: schema32.properties.sentryPolicies.propertyNames,
              parentSchema: schema32.properties.sentryPolicies,
              data: data6,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        for (const key6 in data6) {
          let data7 = data6[key6];
          if (Array.isArray(data7)) {
            const len2 = data7.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (
                !validate29(data7[i2], {
                  instancePath:
                    instancePath +
                    '/sentryPolicies/' +
                    key6.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/' +
                    i2,
                  parentData: data7,
                  parentDataProperty: i2,
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/sentryPolicies/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/sentryPolicies/additionalProperties/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
              schema: schema32.properties.sentryPolicies.additionalProperties.type,
              parentSchema: schema32.properties.sentryPolicies.additionalProperties,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/sentryPolicies',
          schemaPath: '#/properties/sentryPolicies/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.sentryPolicies.type,
          parentSchema: schema32.properties.sentryPolicies,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.deviceTags !== undefined) {
      let data9 = data.deviceTags;
      if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
        for (const key7 in data9) {
          const _errs31 = errors;
          if (typeof key7 === 'string') {
            if (func1(key7) < 1) {
              const err19 = {
                instancePath: instancePath + '/deviceTags',
                schemaPath: '#/$defs/templateName/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema33,
                data: key7,
                propertyName: key7,
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (!pattern4.test(key7)) {
              const err20 = {
                instancePath: instancePath + '/deviceTags',
                schemaPath: '#/$defs/templateName/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                },
                message:
                  'must match pattern "' +
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
                  '"',
                schema:
                  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
                parentSchema: schema33,
                data: key7,
                propertyName: key7,
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = {
              instancePath: instancePath + '/deviceTags',
              schemaPath: '#/$defs/templateName/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema33.type,
              parentSchema: schema33,
              data: key7,
              propertyName: key7,
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          var valid16 = _errs31 === errors;
          if (!valid16) {
            const err22 = {
              instancePath: instancePath + '/deviceTags',
              schemaPath: '#/properties/deviceTags/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key7 },
              message: 'property name must be valid',
              schema: schema32.properties.deviceTags.propertyNames,
              parentSchema: schema32.properties.deviceTags,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        for (const key8 in data9) {
          if (
            !validate32(data9[key8], {
              instancePath: instancePath + '/deviceTags/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
              parentData: data9,
              parentDataProperty: key8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/deviceTags',
          schemaPath: '#/properties/deviceTags/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.deviceTags.type,
          parentSchema: schema32.properties.deviceTags,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema32.type,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema61 = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { $ref: '#/$defs/id' },
    name: {
      type: 'string',
      description: 'A label shown in reports; no control or invisible characters.',
      pattern:
        '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
    },
    policy: { $ref: '#/$defs/policy' },
    use: {
      description:
        "adminRoles templates whose roles this organization gets. A role the organization declares itself with the same name replaces the template's.",
      $ref: '#/$defs/templateNames',
    },
    adminRoles: {
      description: 'Limited-access roles. Key absent: roles are not managed.',
      type: 'array',
      items: { $ref: '#/$defs/adminRole' },
    },
    sentryPolicies: {
      description: 'Sentry policy assignments, one entry per network. Key absent: not managed.',
      type: 'array',
      items: { $ref: '#/$defs/sentryAssignment' },
    },
    networks: { type: 'array', items: { $ref: '#/$defs/network' } },
  },
};
const schema63 = {
  description:
    "Ownership and safety rules. A network inherits its organization's policy and overrides it key by key.",
  type: 'object',
  additionalProperties: false,
  properties: {
    prune: {
      description:
        'Delete live objects that are not declared. Default false: they are reported as unmanaged.',
      type: 'boolean',
      default: false,
    },
    ignore: {
      description: 'Name globs (* and ?) of live objects that are neither managed nor reported.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
      default: [],
    },
    maxChangePercent: {
      description: "Updating or deleting more than this percentage of a scope's objects needs --force.",
      $ref: '#/$defs/percent',
      default: 30,
    },
    minObjectsForPercent: {
      description: 'The percentage rule applies only to scopes holding at least this many objects.',
      type: 'integer',
      minimum: 0,
      default: 10,
    },
    maxDevicePercent: {
      description: "A change moving more than this percentage of a network's devices needs --force.",
      $ref: '#/$defs/percent',
      default: 20,
    },
    minDevicesForPercent: {
      description:
        'The device-share rule (maxDevicePercent) applies only to networks holding at least this many devices.',
      type: 'integer',
      minimum: 0,
      default: 10,
    },
    unmanaged: {
      description:
        "What drift does with live objects that are not declared (and not ignored): report them (default), or fail: `drift` counts them as drift and exits 2, even under prune: false. A network inherits its organization's setting.",
      enum: ['report', 'fail'],
      default: 'report',
    },
    liveEcho: {
      description:
        "Organization policy only: how this organization's Dashboard echoes what smform writes, where no source settles it. `smform apply` names the setting when a write does not come back as written; `smform doctor` shows what the live objects use. See docs/config.md.",
      type: 'object',
      additionalProperties: false,
      properties: {
        targetGroupScope: {
          description:
            'What a target-group GET gives back of the written scope: echoed (keyword and tags, default), keywordOnly (no tags: tags are not compared), writeOnly (neither: only the name is compared).',
          enum: ['echoed', 'keywordOnly', 'writeOnly'],
          default: 'echoed',
        },
        sentryPriorityOne: {
          description:
            'How smform reads sentry priorities: whether priority "1" is the highest (default) or the lowest.',
          enum: ['highest', 'lowest'],
          default: 'highest',
        },
        sentryWriteOrder: {
          description:
            'How smform writes a sentry list: highest priority last (default, as the API reference says) or first.',
          enum: ['highestLast', 'highestFirst'],
          default: 'highestLast',
        },
        sentryOrderConfirmed: {
          description:
            "true once an admin compared `smform doctor --sentry-order NETWORK_ID` with the Dashboard's sentry page and found the order smform reads to be the Dashboard's. Until then a plan that reorders two or more sentry policies of a network needs --force.",
          type: 'boolean',
        },
      },
    },
  },
};
const schema64 = { type: 'number', minimum: 0, maximum: 100 };
function validate42(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'prune' ||
        key0 === 'ignore' ||
        key0 === 'maxChangePercent' ||
        key0 === 'minObjectsForPercent' ||
        key0 === 'maxDevicePercent' ||
        key0 === 'minDevicesForPercent' ||
        key0 === 'unmanaged' ||
        key0 === 'liveEcho'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema63,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.prune !== undefined) {
      let data0 = data.prune;
      if (typeof data0 !== 'boolean') {
        const err1 = {
          instancePath: instancePath + '/prune',
          schemaPath: '#/properties/prune/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema63.properties.prune.type,
          parentSchema: schema63.properties.prune,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.ignore !== undefined) {
      let data1 = data.ignore;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === 'string') {
            if (func1(data2) < 1) {
              const err2 = {
                instancePath: instancePath + '/ignore/' + i0,
                schemaPath: '#/properties/ignore/items/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema63.properties.ignore.items,
                data: data2,
              };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = {
              instancePath: instancePath + '/ignore/' + i0,
              schemaPath: '#/properties/ignore/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema63.properties.ignore.items.type,
              parentSchema: schema63.properties.ignore.items,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/ignore',
          schemaPath: '#/properties/ignore/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema63.properties.ignore.type,
          parentSchema: schema63.properties.ignore,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.maxChangePercent !== undefined) {
      let data3 = data.maxChangePercent;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 100 || isNaN(data3)) {
          const err5 = {
            instancePath: instancePath + '/maxChangePercent',
            schemaPath: '#/$defs/percent/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
            schema: 100,
            parentSchema: schema64,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err6 = {
            instancePath: instancePath + '/maxChangePercent',
            schemaPath: '#/$defs/percent/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
            schema: 0,
            parentSchema: schema64,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/maxChangePercent',
          schemaPath: '#/$defs/percent/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema64.type,
          parentSchema: schema64,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.minObjectsForPercent !== undefined) {
      let data4 = data.minObjectsForPercent;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err8 = {
          instancePath: instancePath + '/minObjectsForPercent',
          schemaPath: '#/properties/minObjectsForPercent/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
          schema: schema63.properties.minObjectsForPercent.type,
          parentSchema: schema63.properties.minObjectsForPercent,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err9 = {
            instancePath: instancePath + '/minObjectsForPercent',
            schemaPath: '#/properties/minObjectsForPercent/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
            schema: 0,
            parentSchema: schema63.properties.minObjectsForPercent,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.maxDevicePercent !== undefined) {
      let data5 = data.maxDevicePercent;
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 100 || isNaN(data5)) {
          const err10 = {
            instancePath: instancePath + '/maxDevicePercent',
            schemaPath: '#/$defs/percent/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
            schema: 100,
            parentSchema: schema64,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err11 = {
            instancePath: instancePath + '/maxDevicePercent',
            schemaPath: '#/$defs/percent/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
            schema: 0,
            parentSchema: schema64,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/maxDevicePercent',
          schemaPath: '#/$defs/percent/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema64.type,
          parentSchema: schema64,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.minDevicesForPercent !== undefined) {
      let data6 = data.minDevicesForPercent;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err13 = {
          instancePath: instancePath + '/minDevicesForPercent',
          schemaPath: '#/properties/minDevicesForPercent/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
          schema: schema63.properties.minDevicesForPercent.type,
          parentSchema: schema63.properties.minDevicesForPercent,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err14 = {
            instancePath: instancePath + '/minDevicesForPercent',
            schemaPath: '#/properties/minDevicesForPercent/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
            schema: 0,
            parentSchema: schema63.properties.minDevicesForPercent,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.unmanaged !== undefined) {
      let data7 = data.unmanaged;
      if (!(data7 === 'report' || data7 === 'fail')) {
        const err15 = {
          instancePath: instancePath + '/unmanaged',
          schemaPath: '#/properties/unmanaged/enum',
          keyword: 'enum',
          params: { allowedValues: schema63.properties.unmanaged.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema63.properties.unmanaged.enum,
          parentSchema: schema63.properties.unmanaged,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.liveEcho !== undefined) {
      let data8 = data.liveEcho;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!(
            key1 === 'targetGroupScope' ||
            key1 === 'sentryPriorityOne' ||
            key1 === 'sentryWriteOrder' ||
            key1 === 'sentryOrderConfirmed'
          )) {
            const err16 = {
              instancePath: instancePath + '/liveEcho',
              schemaPath: '#/properties/liveEcho/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
              schema: false,
              parentSchema: schema63.properties.liveEcho,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data8.targetGroupScope !== undefined) {
          let data9 = data8.targetGroupScope;
          if (!(data9 === 'echoed' || data9 === 'keywordOnly' || data9 === 'writeOnly')) {
            const err17 = {
              instancePath: instancePath + '/liveEcho/targetGroupScope',
              schemaPath: '#/properties/liveEcho/properties/targetGroupScope/enum',
              keyword: 'enum',
              params: { allowedValues: schema63.properties.liveEcho.properties.targetGroupScope.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema63.properties.liveEcho.properties.targetGroupScope.enum,
              parentSchema: schema63.properties.liveEcho.properties.targetGroupScope,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data8.sentryPriorityOne !== undefined) {
          let data10 = data8.sentryPriorityOne;
          if (!(data10 === 'highest' || data10 === 'lowest')) {
            const err18 = {
              instancePath: instancePath + '/liveEcho/sentryPriorityOne',
              schemaPath: '#/properties/liveEcho/properties/sentryPriorityOne/enum',
              keyword: 'enum',
              params: { allowedValues: schema63.properties.liveEcho.properties.sentryPriorityOne.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema63.properties.liveEcho.properties.sentryPriorityOne.enum,
              parentSchema: schema63.properties.liveEcho.properties.sentryPriorityOne,
              data: data10,
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data8.sentryWriteOrder !== undefined) {
          let data11 = data8.sentryWriteOrder;
          if (!(data11 === 'highestLast' || data11 === 'highestFirst')) {
            const err19 = {
              instancePath: instancePath + '/liveEcho/sentryWriteOrder',
              schemaPath: '#/properties/liveEcho/properties/sentryWriteOrder/enum',
              keyword: 'enum',
              params: { allowedValues: schema63.properties.liveEcho.properties.sentryWriteOrder.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema63.properties.liveEcho.properties.sentryWriteOrder.enum,
              parentSchema: schema63.properties.liveEcho.properties.sentryWriteOrder,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data8.sentryOrderConfirmed !== undefined) {
          let data12 = data8.sentryOrderConfirmed;
          if (typeof data12 !== 'boolean') {
            const err20 = {
              instancePath: instancePath + '/liveEcho/sentryOrderConfirmed',
              schemaPath: '#/properties/liveEcho/properties/sentryOrderConfirmed/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
              schema: schema63.properties.liveEcho.properties.sentryOrderConfirmed.type,
              parentSchema: schema63.properties.liveEcho.properties.sentryOrderConfirmed,
              data: data12,
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/liveEcho',
          schemaPath: '#/properties/liveEcho/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema63.properties.liveEcho.type,
          parentSchema: schema63.properties.liveEcho,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema63.type,
      parentSchema: schema63,
      data,
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema66 = { type: 'array', items: { $ref: '#/$defs/templateName' } };
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err0 = {
            instancePath: instancePath + '/' + i0,
            schemaPath: '#/$defs/templateName/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err1 = {
            instancePath: instancePath + '/' + i0,
            schemaPath: '#/$defs/templateName/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema33,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/' + i0,
          schemaPath: '#/$defs/templateName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.type,
          parentSchema: schema33,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
      schema: schema66.type,
      parentSchema: schema66,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
const schema68 = {
  description: "One network's sentry list: either its own `policies` or `use:` a sentryPolicies template.",
  type: 'object',
  additionalProperties: false,
  required: ['network'],
  properties: {
    network: { $ref: '#/$defs/id', description: 'The network the sentry policies belong to.' },
    policies: {
      description: 'Highest priority FIRST, as the Dashboard shows them.',
      type: 'array',
      items: { $ref: '#/$defs/sentryPolicy' },
    },
    use: {
      $ref: '#/$defs/templateName',
      description:
        "A sentryPolicies template (templates.sentryPolicies) that is this network's whole list, in its order. Not with policies.",
    },
    protected: { $ref: '#/$defs/protected' },
  },
};
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.network === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'network' },
        message: "must have required property '" + 'network' + "'",
        schema: schema68.required,
        parentSchema: schema68,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'network' || key0 === 'policies' || key0 === 'use' || key0 === 'protected')) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema68,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.network !== undefined) {
      let data0 = data.network;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/network',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern6.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/network',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/network',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.policies !== undefined) {
      let data1 = data.policies;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate29(data1[i0], {
              instancePath: instancePath + '/policies/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/policies',
          schemaPath: '#/properties/policies/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema68.properties.policies.type,
          parentSchema: schema68.properties.policies,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.use !== undefined) {
      let data3 = data.use;
      if (typeof data3 === 'string') {
        if (func1(data3) < 1) {
          const err6 = {
            instancePath: instancePath + '/use',
            schemaPath: '#/$defs/templateName/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema33,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern4.test(data3)) {
          const err7 = {
            instancePath: instancePath + '/use',
            schemaPath: '#/$defs/templateName/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema33,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/use',
          schemaPath: '#/$defs/templateName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.type,
          parentSchema: schema33,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.protected !== undefined) {
      let data4 = data.protected;
      if (typeof data4 !== 'boolean') {
        const err9 = {
          instancePath: instancePath + '/protected',
          schemaPath: '#/$defs/protected/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema40.type,
          parentSchema: schema40,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema68.type,
      parentSchema: schema68,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema72 = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { $ref: '#/$defs/id' },
    name: {
      type: 'string',
      description: 'A label shown in reports; no control or invisible characters.',
      pattern:
        '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
    },
    policy: { $ref: '#/$defs/policy' },
    use: {
      description:
        "targetGroups or deviceTags templates whose objects this network gets (a name declared under both is an error). A group or tag the network declares itself with the same name replaces the template's.",
      $ref: '#/$defs/templateNames',
    },
    targetGroups: {
      description: "Key absent: this network's target groups are not managed.",
      type: 'array',
      items: { $ref: '#/$defs/targetGroup' },
    },
    deviceTags: {
      description: "Key absent: this network's device tags are not managed.",
      $ref: '#/$defs/deviceTags',
    },
  },
};
function validate50(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
        schema: schema72.required,
        parentSchema: schema72,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'name' ||
        key0 === 'policy' ||
        key0 === 'use' ||
        key0 === 'targetGroups' ||
        key0 === 'deviceTags'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema72,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern6.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data1 = data.name;
      if (typeof data1 === 'string') {
        if (!pattern6.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema72.properties.name,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema72.properties.name.type,
          parentSchema: schema72.properties.name,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.policy !== undefined) {
      if (
        !validate42(data.policy, {
          instancePath: instancePath + '/policy',
          parentData: data,
          parentDataProperty: 'policy',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
        errors = vErrors.length;
      }
    }
    if (data.use !== undefined) {
      if (
        !validate44(data.use, {
          instancePath: instancePath + '/use',
          parentData: data,
          parentDataProperty: 'use',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
        errors = vErrors.length;
      }
    }
    if (data.targetGroups !== undefined) {
      let data4 = data.targetGroups;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate22(data4[i0], {
              instancePath: instancePath + '/targetGroups/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/targetGroups',
          schemaPath: '#/properties/targetGroups/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema72.properties.targetGroups.type,
          parentSchema: schema72.properties.targetGroups,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.deviceTags !== undefined) {
      if (
        !validate32(data.deviceTags, {
          instancePath: instancePath + '/deviceTags',
          parentData: data,
          parentDataProperty: 'deviceTags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema72.type,
      parentSchema: schema72,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
        schema: schema61.required,
        parentSchema: schema61,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'name' ||
        key0 === 'policy' ||
        key0 === 'use' ||
        key0 === 'adminRoles' ||
        key0 === 'sentryPolicies' ||
        key0 === 'networks'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema61,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern6.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema36,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.type,
          parentSchema: schema36,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data1 = data.name;
      if (typeof data1 === 'string') {
        if (!pattern6.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            },
            message:
              'must match pattern "' +
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$' +
              '"',
            schema:
              '^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$',
            parentSchema: schema61.properties.name,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema61.properties.name.type,
          parentSchema: schema61.properties.name,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.policy !== undefined) {
      if (
        !validate42(data.policy, {
          instancePath: instancePath + '/policy',
          parentData: data,
          parentDataProperty: 'policy',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
        errors = vErrors.length;
      }
    }
    if (data.use !== undefined) {
      if (
        !validate44(data.use, {
          instancePath: instancePath + '/use',
          parentData: data,
          parentDataProperty: 'use',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
        errors = vErrors.length;
      }
    }
    if (data.adminRoles !== undefined) {
      let data4 = data.adminRoles;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate26(data4[i0], {
              instancePath: instancePath + '/adminRoles/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/adminRoles',
          schemaPath: '#/properties/adminRoles/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema61.properties.adminRoles.type,
          parentSchema: schema61.properties.adminRoles,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.sentryPolicies !== undefined) {
      let data6 = data.sentryPolicies;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate47(data6[i1], {
              instancePath: instancePath + '/sentryPolicies/' + i1,
              parentData: data6,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/sentryPolicies',
          schemaPath: '#/properties/sentryPolicies/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema61.properties.sentryPolicies.type,
          parentSchema: schema61.properties.sentryPolicies,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.networks !== undefined) {
      let data8 = data.networks;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate50(data8[i2], {
              instancePath: instancePath + '/networks/' + i2,
              parentData: data8,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/networks',
          schemaPath: '#/properties/networks/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema61.properties.networks.type,
          parentSchema: schema61.properties.networks,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema61.type,
      parentSchema: schema61,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://github.com/smform/smform/schemas/smform.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === 'templates' || key0 === 'organizations')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema31,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.templates !== undefined) {
      if (
        !validate21(data.templates, {
          instancePath: instancePath + '/templates',
          parentData: data,
          parentDataProperty: 'templates',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.organizations !== undefined) {
      let data1 = data.organizations;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate41(data1[i0], {
              instancePath: instancePath + '/organizations/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + '/organizations',
          schemaPath: '#/properties/organizations/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema31.properties.organizations.type,
          parentSchema: schema31.properties.organizations,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema31.type,
      parentSchema: schema31,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConfig = validate20;
