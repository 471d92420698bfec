// Stands in for the responsive image pipeline: one tiny rendition per format.
module.exports = {
  __esModule: true,
  default: {
    src: 'picture.jpg',
    width: 1600,
    height: 1000,
    sources: [
      { type: 'image/avif', srcSet: 'picture-400.avif 400w' },
      { type: 'image/webp', srcSet: 'picture-400.webp 400w' },
    ],
  },
};
