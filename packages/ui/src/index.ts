/**
 * @kingside/ui's main entry: what the browser builds share as `@kingside/ui` (shared.ts: Module Federation gives every app
 * the shell's copy, whole, on every first visit), and MemoryRouter, the router of the server's renders and of the tests,
 * which no page in the browser uses (1.6 KB of minified code with its memory history). A browser build that imports it
 * from `@kingside/ui` is told "export 'MemoryRouter' was not found".
 */
export * from './shared';
export { MemoryRouter } from 'react-router-dom';
