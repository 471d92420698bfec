// The art's inks: the brand's (src/styles/brand.json), as the site, its cards and its poster have them.
import { createRequire } from 'node:module';

/** @type {{ ink: string, paper: string, accent: string }} */
const brand = createRequire(import.meta.url)('../../src/styles/brand.json');

export const { ink: INK, paper: PAPER, accent: ACC } = brand;
