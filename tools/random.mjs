// The one seeded random generator of the tools that make things up
// (make-catalogue, draw-art): the same seed draws the same numbers on every
// machine, so what they make is the same byte for byte, run after run.

/**
 * A random stream: called, a float in [0, 1). `int` is inclusive; `pick` and
 * `weighted` never get an empty list.
 * @typedef {object} RngMethods
 * @property {(lo: number, hi: number) => number} int a whole number from `lo` to `hi`
 * @property {<T>(arr: readonly T[]) => T} pick
 * @property {(p: number) => boolean} chance true with probability `p`
 * @property {(lo: number, hi: number) => number} range a float in [lo, hi)
 * @property {(amp: number) => number} pm a float in [-amp, amp)
 * @property {<T>(choices: readonly (readonly [T, number])[]) => T} weighted one of [item, weight] pairs
 * @property {<T>(arr: T[]) => T[]} shuffle `arr`, shuffled in place
 * @typedef {(() => number) & RngMethods} Rng
 */

/**
 * FNV-1a: a text to a 32-bit seed, to name streams rather than number them.
 * @param {string} text
 */
export function hashText(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The next state and output of mulberry32, a small, fast generator of 32-bit numbers.
 * @param {number} state
 * @returns {[number, number]} the next state, and a whole number from 0 to 2³² − 1
 */
export function mulberry32(state) {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [a, (t ^ (t >>> 14)) >>> 0];
}

/**
 * A stream of random numbers from `seed`, with helpers.
 * @param {number} seed
 * @returns {Rng}
 */
export function randomStream(seed) {
  let state = seed >>> 0;
  const rng = () => {
    const [next, output] = mulberry32(state);
    state = next;
    return output / 4294967296;
  };
  /** @type {RngMethods} */
  const methods = {
    int: (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1)),
    pick: (arr) => /** @type {never} */ (arr[Math.floor(rng() * arr.length)]),
    chance: (p) => rng() < p,
    range: (lo, hi) => lo + (hi - lo) * rng(),
    pm: (amp) => (rng() * 2 - 1) * amp,
    weighted: (choices) => {
      let r = rng() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [item, weight] of choices) if ((r -= weight) < 0) return item;
      return /** @type {(typeof choices)[number]} */ (choices[choices.length - 1])[0];
    },
    shuffle: (arr) => {
      for (let i = arr.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [arr[i], arr[j]] = /** @type {[never, never]} */ ([arr[j], arr[i]]);
      }
      return arr;
    },
  };
  return Object.assign(rng, methods);
}
