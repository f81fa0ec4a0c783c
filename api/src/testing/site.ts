import { REMOTES, defaultRemoteBase } from '@kingside/contracts';

/** Every remote where the server itself serves it (/remotes/<name>/), as configured without REMOTE_<NAME>_URL. */
export const SAME_ORIGIN_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, defaultRemoteBase(remote.name)]),
);

/**
 * A stand-in for the shell's Node bundle (contracts' ShellServer) in a site build of the tests: the page is the frame
 * with, in its <main>, the section's component called with the URL and the results (a stand-in section's component is a
 * function returning markup), or a placeholder. Its `shared` is what a stand-in section bundle can check it was loaded
 * after.
 */
export const FAKE_SHELL_BUNDLE = `
exports.shared = { fromTheShell: true };
exports.renderPage = (url, section, drawnFor) => {
  globalThis.__fakeShellDrawnFor?.push(drawnFor);
  const main = section ? section.component(new URL(url, 'http://site.invalid'), section.results) : '<p class="placeholder">Loading</p>';
  return '<header>Kingside</header><main id="main">' + main + '</main>';
};
`;
