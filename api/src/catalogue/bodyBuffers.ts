import type { ServerResponse } from 'node:http';

/**
 * Buffers a page's body is gathered into, to be written as one and reused (docs/architecture.md §10.12). A page is
 * kept as its items' own buffers (responseCache.ts, ListPage); written as they are, it took one `res.write` per item
 * (26 for a page of 24), each a trip through Node's outgoing-message and stream code, and copied into a buffer of its
 * own, it made 10 KB of memory outside V8's heap a page, which runs its collector more often and was worse again
 * (session 13). A buffer of these is handed back once its response has finished, that is once the socket has taken
 * every byte of it; one closed before that may still be held by a write under way, so it is never reused.
 */
export class BodyBuffers {
  private readonly free: Buffer[] = [];

  constructor(
    /** the longest body gathered: a page of 100 items at 10,000 products is ~40 KB, one of 24 ~10 KB */
    private readonly size = 16 * 1024,
    /** the most kept for reuse: one per response in flight at once, up to this many (1 MB) */
    private readonly kept = 64,
  ) {}

  /** Ends `res` with `chunks` as one body; false, and nothing written, when they are longer than these buffers. */
  end(res: ServerResponse, chunks: readonly Buffer[], length: number): boolean {
    if (length > this.size) return false;
    const body = this.free.pop() ?? Buffer.allocUnsafeSlow(this.size);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.length;
    }
    res.once('finish', () => {
      if (this.free.length < this.kept) this.free.push(body);
    });
    res.end(body.subarray(0, length));
    return true;
  }

  /** Buffers ready for reuse. */
  get available(): number {
    return this.free.length;
  }
}
