const P = require('./pictures');
const files = process.argv.slice(2);
(async () => { for (const eff of [2, 1]) { P.SETTINGS.avifEffort = eff; const e = P.pictureEncoder({ cacheDir: '/tmp/piccache-' + Date.now() }); const t = Date.now();
 await e.encodePictures(files.map((f) => ({ picture: { path: f, crop: f.includes('cover') ? 'square' : null }, name: 'x' })));
 console.log('effort', eff, 'encode all', Date.now() - t); } })();
