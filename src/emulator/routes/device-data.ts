import type { SeedDevice } from '../types.js';
import {
  between,
  dayAnchor,
  DAY_MS,
  HOUR_MS,
  iso,
  seededRecords,
  stableId,
  stableMac,
  unit,
} from './records.js';

/**
 * The records behind the device reads. A seed may give any of them on the device itself under the
 * operation's own name (`certs`, `softwares`, `deviceProfiles`, `networkAdapters`, `securityCenters`,
 * `restrictions`, `wlanLists`, `connectivity`, `desktopLogs`, `deviceCommandLogs`, `performanceHistory`,
 * `cellularUsageHistory`); otherwise plausible records are generated from the device id, so every device
 * answers every read.
 */
export const DEVICE_RECORD_FIELDS = [
  'certs',
  'softwares',
  'deviceProfiles',
  'networkAdapters',
  'securityCenters',
  'restrictions',
  'wlanLists',
  'connectivity',
  'desktopLogs',
  'deviceCommandLogs',
  'performanceHistory',
  'cellularUsageHistory',
] as const;
export type DeviceRecordField = (typeof DEVICE_RECORD_FIELDS)[number];

type Row = Record<string, unknown>;
type Generator = (device: SeedDevice, now: number) => Row[];

const APPS = [
  { name: 'Meraki Systems Manager', identifier: 'com.meraki.sm', vendor: 'Cisco Meraki', version: '4.2.1' },
  { name: 'Slack', identifier: 'com.tinyspeck.chatlyio', vendor: 'Slack Technologies', version: '23.10.10' },
  {
    name: 'Microsoft Outlook',
    identifier: 'com.microsoft.Office.Outlook',
    vendor: 'Microsoft',
    version: '4.2340',
  },
  { name: 'Google Chrome', identifier: 'com.google.chrome.ios', vendor: 'Google LLC', version: '119.0' },
];

const PROFILES = [
  { name: 'Wi-Fi Corporate', identifier: 'com.meraki.sm.wifi' },
  { name: 'Restrictions', identifier: 'com.meraki.sm.restrictions' },
  { name: 'Meraki Management', identifier: 'com.meraki.sm.mdm' },
];

function key(device: SeedDevice, kind: string, index = 0): string {
  return `${device.id}/${kind}/${index}`;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function deviceName(device: SeedDevice): string {
  return text(device.name, `device-${device.id}`);
}

function ipOf(device: SeedDevice): string {
  return text(
    device['ip'],
    `10.${between(device.id, 1, 0, 255)}.${between(device.id, 2, 0, 255)}.${between(device.id, 3, 2, 254)}`,
  );
}

const certs: Generator = (device, now) =>
  ['Meraki Device Identity', 'Corporate Root CA'].map((name, i) => ({
    id: stableId(key(device, 'cert', i)),
    deviceId: device.id,
    name,
    issuer: i === 0 ? 'CN=Meraki SM CA' : 'CN=Corporate Root CA, O=Example',
    subject: i === 0 ? `CN=${deviceName(device)}` : 'CN=Corporate Root CA, O=Example',
    notValidBefore: iso(dayAnchor(now) - 200 * DAY_MS),
    notValidAfter: iso(dayAnchor(now) + (i === 0 ? 165 : 3450) * DAY_MS),
    certPem: `-----BEGIN CERTIFICATE-----\nMIIB${Buffer.from(key(device, 'pem', i)).toString('base64')}\n-----END CERTIFICATE-----\n`,
  }));

const softwares: Generator = (device, now) =>
  APPS.slice(0, between(device.id, 4, 2, APPS.length)).map((app, i) => {
    const installed = dayAnchor(now) - between(device.id, 10 + i, 2, 90) * DAY_MS;
    return {
      id: stableId(key(device, 'software', i)),
      appId: stableId(`app/${app.identifier}`),
      deviceId: device.id,
      name: app.name,
      identifier: app.identifier,
      vendor: app.vendor,
      version: app.version,
      shortVersion: app.version.split('.').slice(0, 2).join('.'),
      path: `/Applications/${app.name}.app`,
      bundleSize: between(device.id, 30 + i, 10, 400) * 1_000_000,
      dynamicSize: between(device.id, 40 + i, 1, 90) * 1_000_000,
      isManaged: i === 0,
      itunesId: String(between(device.id, 50 + i, 300_000_000, 999_999_999)),
      licenseKey: '',
      redemptionCode: 0,
      iosRedemptionCode: false,
      status: 'installed',
      toInstall: false,
      toUninstall: false,
      createdAt: iso(installed),
      installedAt: iso(installed),
      updatedAt: iso(installed + DAY_MS),
      uninstalledAt: '',
    };
  });

const deviceProfiles: Generator = (device) =>
  PROFILES.map((profile, i) => ({
    id: stableId(key(device, 'profile', i)),
    deviceId: device.id,
    name: profile.name,
    profileIdentifier: profile.identifier,
    profileData: Buffer.from(
      `<plist><dict><key>PayloadIdentifier</key><string>${profile.identifier}</string></dict></plist>`,
    ).toString('base64'),
    version: '1',
    isManaged: true,
    isEncrypted: i === 2,
  }));

const networkAdapters: Generator = (device) =>
  ['en0', 'en1'].slice(0, between(device.id, 5, 1, 2)).map((name, i) => ({
    id: stableId(key(device, 'adapter', i)),
    name,
    mac:
      i === 0 ? text(device['wifiMac'], stableMac(key(device, 'mac', i))) : stableMac(key(device, 'mac', i)),
    ip: i === 0 ? ipOf(device) : `192.168.${between(device.id, 6, 0, 255)}.${between(device.id, 7, 2, 254)}`,
    subnet: '255.255.255.0',
    gateway: i === 0 ? '10.0.0.1' : '192.168.0.1',
    dhcpServer: i === 0 ? '10.0.0.1' : '192.168.0.1',
    dnsServer: '8.8.8.8, 1.1.1.1',
  }));

const securityCenters: Generator = (device) => [
  {
    id: stableId(key(device, 'security')),
    isRooted: false,
    hasAntiVirus: unit(device.id, 8) < 0.8,
    antiVirusName: 'Defender',
    hasFireWallInstalled: true,
    isFireWallEnabled: unit(device.id, 9) < 0.9,
    fireWallName: 'Application Firewall',
    isDiskEncrypted: unit(device.id, 11) < 0.85,
    isAutoLoginDisabled: true,
    runningProcs: 'loginwindow, Finder, Dock, m_agent',
  },
];

const restrictions: Generator = () => [
  {
    profile: 'com.meraki.sm.restrictions',
    restrictions: {
      allowCamera: { value: true },
      allowAppInstallation: { value: false },
      forceEncryptedBackup: { value: true },
    },
  },
];

const wlanLists: Generator = (device, now) => [
  {
    id: stableId(key(device, 'wlan')),
    createdAt: iso(dayAnchor(now) - DAY_MS),
    xml: `<?xml version="1.0"?><wlans><wlan><ssid>${text(device['ssid'], 'Corp WiFi')}</ssid><security>WPA2</security></wlan></wlans>`,
  },
];

const connectivity: Generator = (device, now) =>
  Array.from({ length: 6 }, (_, i) => {
    const start = dayAnchor(now) - (i + 1) * DAY_MS + between(device.id, 60 + i, 0, 8) * HOUR_MS;
    return { firstSeenAt: iso(start), lastSeenAt: iso(start + between(device.id, 70 + i, 1, 10) * HOUR_MS) };
  });

const desktopLogs: Generator = (device, now) =>
  Array.from({ length: 5 }, (_, i) => {
    const at = dayAnchor(now) - (i + 1) * 6 * HOUR_MS;
    return {
      ts: iso(at),
      measuredAt: iso(at - 60_000),
      user: text(device['ownerUsername'], 'user'),
      networkDevice: 'en0',
      networkDriver: 'AirPort',
      wifiChannel: String([1, 6, 11, 36, 44][i] ?? 1),
      wifiAuth: 'wpa2',
      wifiBssid: stableMac(key(device, 'bssid', i)),
      wifiSsid: text(device['ssid'], 'Corp WiFi'),
      wifiRssi: String(-between(device.id, 80 + i, 40, 75)),
      wifiNoise: String(-between(device.id, 90 + i, 88, 96)),
      dhcpServer: '10.0.0.1',
      ip: ipOf(device),
      networkMTU: '1500',
      subnet: '255.255.255.0',
      gateway: '10.0.0.1',
      publicIP: `203.0.113.${between(device.id, 12, 1, 254)}`,
      dnsServer: '8.8.8.8',
    };
  });

const deviceCommandLogs: Generator = (device, now) => [
  {
    action: 'UpdateProfile',
    name: 'Restrictions',
    details: '{"profile":"com.meraki.sm.restrictions"}',
    dashboardUser: 'Miles Meraki',
    ts: iso(dayAnchor(now) - 3 * DAY_MS),
  },
  {
    action: 'DeviceInformation',
    name: deviceName(device),
    details: '{}',
    dashboardUser: 'Meraki',
    ts: iso(dayAnchor(now) - DAY_MS),
  },
];

const performanceHistory: Generator = (device, now) =>
  Array.from({ length: 8 }, (_, i) => ({
    ts: iso(dayAnchor(now) - (i + 1) * 3 * HOUR_MS),
    cpuPercentUsed: Math.round(unit(device.id, 100 + i) * 8000) / 100,
    memActive: between(device.id, 110 + i, 1_000_000, 4_000_000),
    memInactive: between(device.id, 120 + i, 500_000, 2_000_000),
    memFree: between(device.id, 130 + i, 200_000, 2_000_000),
    memWired: between(device.id, 140 + i, 500_000, 1_500_000),
    swapUsed: between(device.id, 150 + i, 0, 500_000),
    networkSent: between(device.id, 160 + i, 1_000, 9_000_000),
    networkReceived: between(device.id, 170 + i, 1_000, 90_000_000),
    diskUsage: { c: { space: 250_000_000, used: between(device.id, 180, 50_000_000, 240_000_000) } },
  }));

const cellularUsageHistory: Generator = (device, now) =>
  Array.from({ length: 7 }, (_, i) => ({
    ts: iso(dayAnchor(now) - (7 - i) * DAY_MS),
    received: Math.round(unit(device.id, 200 + i) * 50_000) / 100,
    sent: Math.round(unit(device.id, 210 + i) * 10_000) / 100,
  }));

const GENERATORS: Record<DeviceRecordField, Generator> = {
  certs,
  softwares,
  deviceProfiles,
  networkAdapters,
  securityCenters,
  restrictions,
  wlanLists,
  connectivity,
  desktopLogs,
  deviceCommandLogs,
  performanceHistory,
  cellularUsageHistory,
};

/** Generated command logs, kept per device so the commands can append to them. */
const commandLogs = new WeakMap<SeedDevice, Row[]>();

/** The records of one kind for a device: the seed's own, else generated ones. */
export function deviceRecords(device: SeedDevice, field: DeviceRecordField, now: number): Row[] {
  if (field === 'deviceCommandLogs') return commandLog(device, now);
  return seededRecords(device, field) ?? GENERATORS[field](device, now);
}

/** The device's command log (newest last), created on first use and appended to by device commands. */
export function commandLog(device: SeedDevice, now: number): Row[] {
  let log = commandLogs.get(device);
  if (log === undefined) {
    log = [...(seededRecords(device, 'deviceCommandLogs') ?? deviceCommandLogs(device, now))];
    commandLogs.set(device, log);
  }
  return log;
}

/** Appends one command-log record, as a device command does. */
export function logCommand(device: SeedDevice, now: number, action: string, details: Row = {}): void {
  commandLog(device, now).push({
    action,
    name: deviceName(device),
    details: JSON.stringify(details),
    dashboardUser: 'API',
    ts: iso(now),
  });
}
