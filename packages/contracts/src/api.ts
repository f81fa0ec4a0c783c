/**
 * What only the api reads: its refusal messages, the rules of a chapter's exercise that stay on the server (which
 * moves it accepts, what a chapter shows without its solution) and which page a path starts from. `@kingside/contracts/api`, not the main entry: every
 * export of the main entry is on every page's first visit (docs/architecture.md §10.11).
 */
export * from './apiMessages';
export * from './chapterRules';
export * from './pagePaths';
