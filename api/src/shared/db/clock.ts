/**
 * Now, to the whole second: what MariaDB's DATETIME keeps. Times the api writes and answers with (a record's
 * updatedAt, an audit line's `at`) are cut to it before they are stored, so both databases store, sort and
 * give back the same instant, and the answer to a write matches a later read.
 */
export function storedNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
