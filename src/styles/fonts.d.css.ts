// fonts.css is imported for its side effect only.
export {};
