/*
 * `npm run seed:scale` (docs/architecture.md §2.1): fills the api's database to the scale seed's totals (10,000
 * products, 500 lessons, 1,000 articles; db/seed/scale.ts). The database is the one the api would open:
 * DATABASE_URL, else api/var/kingside.sqlite. Running it again adds only what is missing.
 *
 *   npm run seed:scale -- --puzzles        also 100,000 generated puzzles (SCALE_PUZZLES; scale.ts's scalePuzzle)
 *   npm run seed:scale -- --puzzles 5000   or as many as asked
 */
import { runScaleSeed, scaleDatabaseUrl, SCALE_PUZZLES, SCALE_TOTALS, type ScaleTotals } from './scale';

const USAGE = 'usage: npm run seed:scale [-- --puzzles [N]]';

/** The totals asked for on the command line. */
function totalsFrom(args: string[]): ScaleTotals {
  if (args.length === 0) return SCALE_TOTALS;
  const [flag, count, ...rest] = args;
  const puzzles = count === undefined ? SCALE_PUZZLES : Number(count);
  if (flag !== '--puzzles' || rest.length > 0 || !Number.isInteger(puzzles) || puzzles < 0 || puzzles > 1_000_000) {
    throw new Error(USAGE);
  }
  return { ...SCALE_TOTALS, puzzles };
}

async function main(): Promise<void> {
  const totals = totalsFrom(process.argv.slice(2));
  const databaseUrl = scaleDatabaseUrl();
  // The address without its password: the URL is the operator's own, but a log line is no place for a secret.
  const shown = databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  const puzzles = totals.puzzles ? ` and ${totals.puzzles} generated puzzles` : '';
  console.log(`Filling ${shown} to ${totals.products} products, ${totals.lessons} lessons, ${totals.blogPosts} articles${puzzles}`);
  const started = Date.now();
  const { added, totals: now } = await runScaleSeed(databaseUrl, totals);
  console.log(
    `Added ${added.products} products, ${added.lessons} lessons (${added.lessonChapters} chapters), ${added.blogPosts} articles ` +
      `and ${added.puzzles} puzzles in ${((Date.now() - started) / 1000).toFixed(1)} s; the database now holds ${now.products} ` +
      `products, ${now.lessons} lessons, ${now.blogPosts} articles and ${now.puzzles} generated puzzles. A running api shows ` +
      `them after its next catalogue write or restart.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
