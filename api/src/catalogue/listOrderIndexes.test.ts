import { LIST_KIND_FILTERS, LIST_SORTS, type ListKind } from '@kingside/contracts';
import { QueryTypes } from 'sequelize';
import { dbKind, suiteDatabase } from '../testing/testApp';
import { pageQuery } from './listPages';

/*
 * Every list's order is a walk along an index, never a sort (migration 0011; docs/architecture.md §10.12): for each
 * list, with and without its filter, in its own order and in every sort it offers, SQLite's plan for the SQL of a
 * page's rows (catalogue/listPages.ts, the SQL the api runs) holds no temporary B-tree. An order added to a list
 * without its index fails here. SQLite's planner decides from the schema alone (no statistics are gathered), so an
 * empty database shows the plan of a full one; MariaDB's depends on the rows, and is measured by bench:api instead.
 */
const onSqlite = dbKind() === 'sqlite' ? describe : describe.skip;

onSqlite('list pages at scale', () => {
  const database = suiteDatabase();

  const cases = (['products', 'lessons', 'blog'] as const).flatMap((kind: ListKind) =>
    [null, ...LIST_SORTS[kind]].flatMap((sort) =>
      [null, LIST_KIND_FILTERS[kind].options[0] ?? null].map((filter) => ({ kind, sort, filter }) as const),
    ),
  );

  it.each(cases)('$kind sorted by $sort, filter $filter: walk an index to the page', async ({ kind, sort, filter }) => {
    const sql = pageQuery(kind, { limit: 24, offset: 1200, q: '', sort, filter }, 'sqlite');
    if (!sql?.rows) throw new Error('a list read without a search has rows to read');
    const plan = await database().sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql.rows.sql}`, {
      bind: sql.rows.bind,
      type: QueryTypes.SELECT,
    });
    const steps = plan.map((step) => step.detail);
    expect(steps.join(' | ')).not.toMatch(/TEMP B-TREE/);
    // …and the walk is of an index that tests `archived` (and the filter) itself, not of the table row by row.
    expect(steps.join(' | ')).toMatch(
      filter ? /USING (COVERING )?INDEX \w+ \(\w+=\? AND archived=\?\)/ : /(USING (COVERING )?INDEX \w+ \(archived=\?\)|SCAN t$)/,
    );
  });
});
