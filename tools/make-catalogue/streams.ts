// The catalogue's random streams: one per name, from the seed.
import { randomInt } from 'node:crypto';
import { hashText, randomStream, type Rng } from '../random.mjs';

/** The streams of one seed, by name. */
export type Streams = (name: string) => Rng;

/**
 * A stream of its own name. Every stream has a name of its own (`release:3`,
 * `track:3:7`, `gigs` …), so drawing more from one does not change another. A
 * seeded stream's name starts with the seed (`seeded`); the cover pool's do
 * not, so its pictures are the same whatever the seed.
 */
export const makeRng = (name: string): Rng => randomStream(hashText(`kantstott-catalogue:${name}`));

/** The streams of one seed: `seeded(48213)('release:3')`. */
export const seeded =
  (seed: number): Streams =>
  (name) =>
    makeRng(`seed ${seed}:${name}`);

/** A random seed is a number from 1 to this: short enough to read out and type. */
export const SEED_MAX = 99_999;

/** A seed for a run that names none. */
export const randomSeed = () => randomInt(1, SEED_MAX + 1);

/** A seed as written (`--seed 48213`, CATALOGUE_SEED=48213): a whole number. */
export function parseSeed(text: unknown, where = '--seed'): number {
  const seed = /^\s*\d+\s*$/.test(String(text)) ? Number(text) : NaN;
  if (!Number.isSafeInteger(seed)) throw new Error(`${where} must be a whole number, like 48213, not ${text}`);
  return seed;
}
