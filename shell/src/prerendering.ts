import { createContext, useContext } from 'react';

/**
 * True while the build pre-renders a page (shell/src/prerender.tsx). What only the browser knows (the
 * member's session) is then drawn as a blank of the same size, never as a guess: a signed-in member must
 * not see "Sign In" before the page is theirs.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderingContext);
