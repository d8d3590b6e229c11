/**
 * A small seeded PRNG (mulberry32) for the fuzzer: every request is generated from (seed, index)
 * alone, so one failing request reproduces without replaying the run before it.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
  };
}

/** The generator of request `index` of the run seeded `seed` (mixed so neighbours differ). */
export function rngFor(seed: number, index: number): Rng {
  return mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
}

/**
 * FUZZ_SEED if given (decimal, or `random` for a fresh one), else the fixed default, so CI runs
 * are repeatable; the test prints the seed either way.
 */
export function seedFromEnv(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FUZZ_SEED?.trim();
  if (raw === 'random') return Math.floor(Math.random() * 0xffffffff) >>> 0;
  if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff)
      throw new Error(`FUZZ_SEED must be 0..2^32-1: ${raw}`);
    return n;
  }
  return fallback;
}

export function countFromEnv(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FUZZ_REQUESTS?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`FUZZ_REQUESTS must be a positive integer: ${raw}`);
  return n;
}
