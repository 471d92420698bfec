// jsdom leaves out TextEncoder/TextDecoder, which React Router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's performance has no mark(): the app marks when it starts fetching
// other pages ahead (src/app/App.tsx), once idle, which a slow test can reach.
if (typeof performance !== 'undefined' && typeof performance.mark !== 'function') {
  Object.assign(performance, { mark: () => undefined });
}
