import { REMOTE_FAILURES_API } from '@kingside/contracts';
import type * as Reports from './failureReports';

const platformFetch = globalThis.fetch;
let fetchMock: jest.Mock;
let failureReports: typeof Reports;

beforeEach(async () => {
  // A fresh module each test: it remembers what this page has sent.
  jest.resetModules();
  failureReports = await import('./failureReports');
  fetchMock = jest.fn(async () => new Response(null, { status: 202 }));
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  globalThis.fetch = platformFetch;
  jest.restoreAllMocks();
});

describe('reporting a remote that failed', () => {
  it('POSTs the remote, version and phase as JSON, nothing else, and without cookies', () => {
    failureReports.reportRemoteFailure('shop', 'v42', 'load');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(REMOTE_FAILURES_API);
    expect(init).toEqual({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote: 'shop', version: 'v42', phase: 'load' }),
    });
  });

  it('sends each remote, version and phase once per page, and a handful in all', () => {
    failureReports.reportRemoteFailure('shop', 'v42', 'load');
    failureReports.reportRemoteFailure('shop', 'v42', 'load');
    failureReports.reportRemoteFailure('shop', 'v42', 'render');
    failureReports.reportRemoteFailure('shop', 'v41', 'load');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (let i = 0; i < 20; i++) failureReports.reportRemoteFailure('blog', `v${i}`, 'timeout');
    expect(fetchMock).toHaveBeenCalledTimes(failureReports.MAX_FAILURE_REPORTS_PER_PAGE);
  });

  it('neither throws nor logs when the report cannot be sent', async () => {
    const errors = jest.spyOn(console, 'error');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => failureReports.reportRemoteFailure('shop', 'v42', 'load')).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('keepalive refused');
    });
    expect(() => failureReports.reportRemoteFailure('shop', 'v42', 'timeout')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
  });
});
