import type { ReactNode } from 'react';

/*
 * A back-office list is a declaration (react-admin's resource pattern, Medusa's DataTable): the api's list
 * endpoint, its nouns, its columns and its filters. ListPage turns any declaration into a page with search,
 * filters and paging kept in the URL; the catalogue, orders and users lists are three declarations of it.
 */

export interface ListColumn<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** this column's cell is the link to the row's own page, and names its row (a row header) */
  link?: boolean;
  /** this column's cell names its row (a row header) without a link: a list whose rows have no page of their own */
  rowHeader?: boolean;
}

export interface ListFilterOption {
  value: string;
  label: string;
}

/** One select beside the search: its URL parameter, its options, and what it asks the api for. */
export interface ListFilter {
  /** the URL's parameter (`?category=Books`) */
  param: string;
  label: string;
  options: readonly ListFilterOption[];
  /**
   * The value when the URL names none. Without one, the select starts with "All" (value ''), which asks the
   * api for no filter.
   */
  defaultValue?: string;
  /** what the api is asked for a value: `{[param]: value}` by default, nothing for '' */
  apiParams?(value: string): Record<string, string>;
}

export interface ListLabels {
  /** "product", "blog post", "order": inside sentences */
  singular: string;
  /** "products", "blog posts": inside sentences */
  plural: string;
  /** "Products", "Blog Posts": the page heading and the table's name */
  title: string;
}

export interface ListDefinition<Row extends { id: number }> {
  /** the admin api's list path: `GET endpoint?q&…&limit&offset` answers a JSON array and X-Total-Count */
  endpoint: string;
  labels: ListLabels;
  columns: readonly ListColumn<Row>[];
  filters: readonly ListFilter[];
  /** the path of a row's own page, where rows have one */
  itemPath?(id: number): string;
  /** the "New …" page, where records can be created here */
  createPath?: string;
  pageSize: number;
}

/** Options of a filter from a list of values, each read as `label(value)` (the value itself by default). */
export const optionsOf = (values: readonly string[], label: (value: string) => string = (value) => value): ListFilterOption[] =>
  values.map((value) => ({ value, label: label(value) }));
