import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML outside the browser: the shell's frame and Home at build time
 * (shell/src/prerender.tsx), a remote's section at request time (server/renderSection.tsx). The browser's
 * first render then replaces that markup with the live page. Until it does:
 * - what only the browser knows (the member's session) is drawn as a blank of the same size, never as a
 *   guess: a signed-in member must not see "Sign In" before the page is theirs;
 * - buttons are marked aria-disabled (Button, QuantityStepper): they do nothing yet, and say so, without
 *   looking different for the moment it lasts.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderingContext);
