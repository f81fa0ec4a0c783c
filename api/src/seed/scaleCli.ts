/*
 * `npm run seed:scale` (docs/architecture.md §2.1): fills the api's database to the scale seed's totals (10,000
 * products, 500 lessons, 1,000 articles; db/seed/scale.ts). The database is the one the api would open:
 * DATABASE_URL, else api/var/kingside.sqlite. Running it again adds only what is missing.
 */
import { runScaleSeed, scaleDatabaseUrl, SCALE_TOTALS } from './scale';

async function main(): Promise<void> {
  const databaseUrl = scaleDatabaseUrl();
  // The address without its password: the URL is the operator's own, but a log line is no place for a secret.
  const shown = databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  console.log(
    `Filling ${shown} to ${SCALE_TOTALS.products} products, ${SCALE_TOTALS.lessons} lessons and ${SCALE_TOTALS.blogPosts} articles`,
  );
  const started = Date.now();
  const { added, totals } = await runScaleSeed(databaseUrl);
  console.log(
    `Added ${added.products} products, ${added.lessons} lessons (${added.lessonChapters} chapters) and ${added.blogPosts} articles ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s; the database now holds ${totals.products} products, ${totals.lessons} ` +
      `lessons and ${totals.blogPosts} articles. A running api shows them after its next catalogue write or restart.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
