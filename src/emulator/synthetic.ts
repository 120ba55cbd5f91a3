import { SmformError } from '../model/errors.js';
import { createRandom } from './random.js';
import { describeController } from './routes/wireless-data.js';
import type { Seed, SeedNetwork, SeedOrganization } from './types.js';

/**
 * A deterministic, large organization set for benchmarks: `orgs` organizations, each with `networks`
 * networks and `roles` roles; each network with `devices` devices, `groups` target groups, `users` users
 * and `sentry` sentry policies. The same spec and random seed always give the same ids, names and tags.
 */
export interface SyntheticSpec {
  orgs: number;
  networks: number;
  devices: number;
  groups: number;
  roles: number;
  users?: number;
  sentry?: number;
  /** Wireless LAN controllers per network, with interfaces, access points and redundancy filled in. */
  controllers?: number;
  /**
   * Device tags `dt-01`... per network (a fleet for managed tags): each device carries each with chance
   * 1/4, plus a model, an owner, `isSupervised` and an automatic tag. 0 leaves devices as before.
   */
  deviceTags?: number;
}

const KEYS = [
  'orgs',
  'networks',
  'devices',
  'groups',
  'roles',
  'users',
  'sentry',
  'controllers',
  'deviceTags',
] as const;

/** The small tag vocabulary synthetic devices, groups, roles and policies draw from. */
export const SYNTHETIC_TAGS = [
  'byod',
  'corp',
  'emea',
  'amer',
  'apac',
  'kiosk',
  'ipad',
  'laptop',
  'finance',
  'sales',
  'lab',
  'legacy',
] as const;

/** The name of synthetic device tag `i` (1-based): `dt-01`, `dt-02`, ... */
export function syntheticDeviceTag(i: number): string {
  return `dt-${String(i).padStart(2, '0')}`;
}

const MODELS = ['iPad (10th generation)', 'iPad Air', 'iPhone 15', 'Pixel 8', 'MacBook Air', 'ThinkPad T14'];

/**
 * The managed-tag fields of device `d` of network `n`, drawn from their own random stream (seeded by the
 * network and device) so that a spec without `deviceTags` keeps every other value it had.
 */
function taggedFields(
  randomSeed: number,
  o: number,
  n: number,
  d: number,
  count: number,
  systemType: string,
): { owned: string[]; fields: Record<string, unknown> } {
  const random = createRandom((randomSeed * 7919 + o * 104729 + n * 1299709 + d * 15485863) >>> 0);
  const owned = Array.from({ length: count }, (_, t) => syntheticDeviceTag(t + 1)).filter(
    () => random() < 0.25,
  );
  return {
    owned,
    fields: {
      systemModel: MODELS[Math.floor(random() * MODELS.length)],
      ownerEmail: `owner${d + 1}@n${n}.org${o}.example.com`,
      ownerUsername: `owner${d + 1}`,
      isSupervised: random() < 0.5,
      autoTags: [`auto-${systemType}`],
    },
  };
}

/** Parses `orgs=N,networks=N,devices=N,groups=N,roles=N[,users=N,sentry=N,controllers=N,deviceTags=N]`; missing keys are 0 (orgs 1). */
export function parseSyntheticSpec(text: string): SyntheticSpec {
  const spec: SyntheticSpec = { orgs: 1, networks: 0, devices: 0, groups: 0, roles: 0 };
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!(KEYS as readonly string[]).includes(key) || !/^\d+$/.test(value)) {
      throw new SmformError(`invalid synthetic spec '${part}'`, {
        fault: 'usage',
        hint: `use e.g. orgs=2,networks=3,devices=500,groups=20,roles=10 (keys: ${KEYS.join(', ')})`,
      });
    }
    spec[key as (typeof KEYS)[number]] = Number(value);
  }
  return spec;
}

export function buildSyntheticSeed(spec: SyntheticSpec, randomSeed = 1): Seed {
  const random = createRandom(randomSeed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const tags = (min: number, max: number): string[] => {
    const count = min + Math.floor(random() * (max - min + 1));
    return [...new Set(Array.from({ length: count }, () => pick(SYNTHETIC_TAGS)))].sort();
  };
  let nextObjectId = 7_000_000_000;
  const objectId = (): string => String(nextObjectId++);
  const organizations: SeedOrganization[] = [];
  for (let o = 1; o <= spec.orgs; o++) {
    const orgId = String(800_000 + o);
    const networks: SeedNetwork[] = [];
    const sentryPolicies: SeedOrganization['sentryPolicies'] = [];
    const wirelessControllers: Record<string, unknown>[] = [];
    for (let n = 1; n <= spec.networks; n++) {
      const networkId = `N_${orgId}_${n}`;
      networks.push({
        id: networkId,
        name: `Synthetic ${o}.${n}`,
        devices: Array.from({ length: spec.devices }, (_, d) => {
          const device = {
            id: objectId(),
            name: `device-${o}-${n}-${d + 1}`,
            serial: `Q${o}${n}-SYN-${String(d + 1).padStart(5, '0')}`,
            tags: tags(0, 3),
            osName: pick(['iOS 17', 'Android 14', 'macOS 14', 'Windows 11']),
            systemType: pick(['ios', 'android', 'mac', 'windows']),
            wifiMac: `02:00:${[o, n, d >> 8, d & 255].map((x) => (x & 255).toString(16).padStart(2, '0')).join(':')}`,
          };
          if ((spec.deviceTags ?? 0) === 0) return device;
          const extra = taggedFields(randomSeed, o, n, d, spec.deviceTags ?? 0, device.systemType);
          return {
            ...device,
            tags: [...device.tags, ...extra.owned],
            ...extra.fields,
          };
        }),
        users: Array.from({ length: spec.users ?? 0 }, (_, u) => ({
          id: objectId(),
          email: `user${u + 1}@n${n}.org${o}.example.com`,
          username: `user${u + 1}`,
          tags: tags(0, 2).join(' '),
        })),
        targetGroups: Array.from({ length: spec.groups }, (_, g) => ({
          id: objectId(),
          name: `Group ${g + 1}`,
          scope: pick(['withAny', 'withAll', 'withoutAny', 'withoutAll', 'all']),
          tags: tags(1, 2),
        })),
      });
      for (let c = 1; c <= (spec.controllers ?? 0); c++) {
        const serial = `Q2WC-${o}${n}-${String(c).padStart(4, '0')}`;
        const { l2Interfaces, l3Interfaces, accessPoints, redundancy, name, model, firmware } =
          describeController({ serial, networkId }, c);
        wirelessControllers.push({
          serial,
          networkId,
          name,
          model,
          firmware,
          l2Interfaces,
          l3Interfaces,
          accessPoints,
          redundancy,
        });
      }
      if ((spec.sentry ?? 0) > 0) {
        sentryPolicies.push({
          networkId,
          policies: Array.from({ length: spec.sentry ?? 0 }, (_, p) => ({
            policyId: objectId(),
            smNetworkId: networkId,
            groupPolicyId: String(100 + p),
            scope: pick(['withAny', 'withAll', 'withoutAny', 'withoutAll'] as const),
            tags: tags(1, 2),
          })),
        });
      }
    }
    organizations.push({
      id: orgId,
      name: `Synthetic Org ${o}`,
      adminRoles: Array.from({ length: spec.roles }, (_, r) => ({
        roleId: objectId(),
        name: `Role ${r + 1}`,
        scope: pick(['all_tags', 'some', 'without_all_tags', 'without_some']),
        tags: tags(1, 2),
      })),
      sentryPolicies,
      networks,
      ...(wirelessControllers.length > 0 ? { wirelessControllers } : {}),
    });
  }
  return { organizations };
}
