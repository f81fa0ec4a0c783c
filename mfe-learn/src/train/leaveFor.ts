/** Leaves the site for `url` (Lichess's sign-in): its own module, so tests can see where the page would go. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
