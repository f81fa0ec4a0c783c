/** What jsdom lacks and react-router 7 needs at import time: import it first in a jsdom test. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
