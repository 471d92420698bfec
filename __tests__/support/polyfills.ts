// jsdom leaves out TextEncoder/TextDecoder, which React Router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's performance has no User Timing marks. The app sets one once the
// page is idle (src/app/App.tsx), a second after it starts here: on a busy
// machine a component test lasts that long.
if (typeof performance !== 'undefined' && typeof performance.mark !== 'function') {
  Object.assign(performance, { mark: () => undefined });
}
