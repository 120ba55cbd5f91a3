import type { RouteHandler } from './context.js';
import { deviceRecords, type DeviceRecordField } from './device-data.js';
import { pagedArray, pathDevice } from './records.js';

/** The per-device reads: plain lists, the restrictions object, and four paged histories. */

const PAGED_DEFAULT = 1000;

function plainList(field: DeviceRecordField): RouteHandler {
  return (context) => {
    const { device } = pathDevice(context);
    return { status: 200, body: structuredClone(deviceRecords(device, field, context.now)) };
  };
}

function pagedList(field: DeviceRecordField): RouteHandler {
  return (context) => {
    const { device } = pathDevice(context);
    return pagedArray(context, deviceRecords(device, field, context.now), PAGED_DEFAULT);
  };
}

/** Restrictions come as an object, `{restrictions: [{profile, restrictions}]}` (the v1.57 shape). */
const restrictions: RouteHandler = (context) => {
  const { device } = pathDevice(context);
  return {
    status: 200,
    body: { restrictions: structuredClone(deviceRecords(device, 'restrictions', context.now)) },
  };
};

export const deviceReadRoutes: Record<string, RouteHandler> = {
  getNetworkSmDeviceCerts: plainList('certs'),
  getNetworkSmDeviceSoftwares: plainList('softwares'),
  getNetworkSmDeviceDeviceProfiles: plainList('deviceProfiles'),
  getNetworkSmDeviceNetworkAdapters: plainList('networkAdapters'),
  getNetworkSmDeviceSecurityCenters: plainList('securityCenters'),
  getNetworkSmDeviceWlanLists: plainList('wlanLists'),
  getNetworkSmDeviceCellularUsageHistory: plainList('cellularUsageHistory'),
  getNetworkSmDeviceRestrictions: restrictions,
  getNetworkSmDeviceConnectivity: pagedList('connectivity'),
  getNetworkSmDeviceDesktopLogs: pagedList('desktopLogs'),
  getNetworkSmDeviceDeviceCommandLogs: pagedList('deviceCommandLogs'),
  getNetworkSmDevicePerformanceHistory: pagedList('performanceHistory'),
};
