/** One device and where it stands for an object now (live) and after the plan (declared). */
export interface ScopedDevice {
  networkId: string;
  id: string;
  name: string;
  serial: string;
  now: boolean;
  after: boolean;
  /** Sentry only: the group policy the list gives the device now and after. */
  nowPolicy?: string;
  afterPolicy?: string;
}

/** Whether the plan changes the device's standing (for sentry: its group policy). */
export const isMoved = (device: ScopedDevice): boolean =>
  device.now !== device.after || device.nowPolicy !== device.afterPolicy;
