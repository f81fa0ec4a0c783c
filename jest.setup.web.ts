import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s (testing-library's default is 1 s). A bound, not a retry: a lazily loaded
// screen's first render transpiles its modules inside the test, and with five jest projects sharing 2 cores in CI
// that alone took over a second (the back office's product list, 2026-11-26). The run's testTimeout is 20 s.
configure({ asyncUtilTimeout: 5000 });

// A browser resolves a relative URL against the page; the platform's Request (jest-fixed-jsdom) has no page and
// refuses one, so RTK Query's fetchBaseQuery could not build the site's `/api/...` requests. This one resolves them
// against jsdom's address.
const PlatformRequest = globalThis.Request;
globalThis.Request = class Request extends PlatformRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
