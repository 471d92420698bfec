// jsdom leaves out TextEncoder/TextDecoder, which React Router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's performance has no marks. The app sets one when it starts fetching
// other pages ahead, a second after it starts (src/app/App.tsx): a test that
// runs that long, as on a busy machine, reaches it.
if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });
