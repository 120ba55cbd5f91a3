/** The members of `T` that may be undefined, made optional and never undefined. */
export type Defined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * A copy of `value` without its undefined members: what `exactOptionalPropertyTypes` needs where an
 * option is passed on only when it was given (instead of `...(x === undefined ? {} : { x })`).
 */
export function defined<T extends object>(value: T): Defined<T> {
  // A plain loop, not entries(): the planner calls this once per object (100,000 in the bench).
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) out[key] = member;
  }
  return out as Defined<T>;
}
