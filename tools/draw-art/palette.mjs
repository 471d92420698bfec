// The art's inks.

export const INK = '#111111';
export const PAPER = '#f1ece1';
export const ACC = '#ff4d1a';
