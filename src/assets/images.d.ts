// Pictures under src/assets/images go through the responsive image pipeline.
declare module '*.svg' {
  const image: import('../content/types').ResponsiveImage;
  export default image;
}
declare module '*.jpg' {
  const image: import('../content/types').ResponsiveImage;
  export default image;
}
declare module '*.jpeg' {
  const image: import('../content/types').ResponsiveImage;
  export default image;
}
declare module '*.png' {
  const image: import('../content/types').ResponsiveImage;
  export default image;
}
