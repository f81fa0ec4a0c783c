/**
 * Ends the current task so the browser can paint and handle input before the next piece of start-up
 * work: `scheduler.yield()` where the browser has it (the continuation keeps its place in the queue),
 * otherwise a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
