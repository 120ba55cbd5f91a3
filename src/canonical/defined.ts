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
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as Defined<T>;
}
