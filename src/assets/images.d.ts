// Pictures under src/assets/images go through the responsive image pipeline.
// `?url` imports a file as it is (the logo) and gives its URL.
declare module '*.svg?url' {
  const url: string;
  export default url;
}
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
