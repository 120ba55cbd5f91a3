/** A small seeded PRNG (mulberry32), so faults and synthetic data are the same for the same seed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [0, 1) fixed by `seed` and `n`: the same inputs always give the same value. */
export function hashUnit(seed: number, n: number): number {
  return createRandom(((seed >>> 0) ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0)();
}
