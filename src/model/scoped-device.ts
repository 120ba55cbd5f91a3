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
  /** The managed tags the plan's tag changes give the device and take from it (only when it has some). */
  tagsAdded?: string[];
  tagsRemoved?: string[];
  /**
   * The tag changes move the device under the object as the plan leaves it (its standing on the live
   * tags differs from that on the planned tags): the plan lists it in the tag change's knock-on effect.
   */
  movedByTags?: true;
}

/** Whether the plan changes the device's standing (for sentry: its group policy). */
export const isMoved = (device: ScopedDevice): boolean =>
  device.now !== device.after || device.nowPolicy !== device.afterPolicy;
