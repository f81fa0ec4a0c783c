/** What jsdom lacks and react-router 7 needs at import time: import before anything that loads the router. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
