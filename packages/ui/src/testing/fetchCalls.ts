/** What a test's stand-in for the api reads of a call to `fetch`. */
export interface FetchCall {
  method: string;
  /** as the code wrote it: relative to the page for the site's own api */
  url: string;
  /** by their usual names (`Authorization`, `If-Match`): Headers keeps them in lower case */
  headers: Record<string, string>;
  /** the parsed JSON body, the FormData of a multipart upload, or undefined */
  body: unknown;
}

const usualName = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * A call to `fetch` in either form: RTK Query's fetchBaseQuery passes one Request, other code a URL and its options.
 */
export async function readFetchCall(input: RequestInfo | URL, init?: RequestInit): Promise<FetchCall> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const headers = Object.fromEntries([...request.headers].map(([name, value]) => [usualName(name), value]));
  let body: unknown;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) body = await request.formData();
  else {
    const text = await request.text();
    body = text ? JSON.parse(text) : undefined;
  }
  const relative = url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : request.url;
  return { method: request.method, url: relative, headers, body };
}
