import { ROUTES, type AdminRecord, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import type { ListColumn, ListFilter, ListLabels } from './list';

/*
 * A catalogue resource (products, lessons, blog posts) is a declaration: its kind, its nouns, the list's
 * columns and filter, and the form's fields. resourceList() makes its list a ListDefinition (with the Status
 * and Updated columns and the status filter every versioned record has); the kit's pages make its create
 * and edit pages. The rules the fields obey are the contracts' joi schemas for the kind.
 */

/** How a field is entered. The form holds every value as text; fields.ts converts to and from the api's values. */
export type FieldKind =
  /** one line of text */
  | 'text'
  /** several lines; with `preview`, shown beside as the site shows it */
  | 'textarea'
  /** one of `options` */
  | 'select'
  /** a whole number */
  | 'integer'
  /** dollars in the form, integer cents in the api */
  | 'money'
  /** a calendar date, YYYY-MM-DD */
  | 'date'
  /** an image URL, with an upload and a preview */
  | 'image';

export type FieldName<K extends CatalogueKind> = keyof CatalogueInputs[K] & string;

export interface FieldSpec<K extends CatalogueKind = CatalogueKind> {
  name: FieldName<K>;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** select: the values offered */
  options?: readonly string[];
  /** select: how a value reads (the value itself by default) */
  optionLabel?(value: string): string;
  /** textarea: show a live preview of the text as the site renders it */
  preview?: boolean;
  /** what a new record's field starts with (empty by default) */
  defaultValue?: string;
}

export interface ResourceDefinition<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  labels: ListLabels;
  /** what names one record (its link text) */
  titleOf(record: AdminRecord<K>): string;
  /** the list's one filter besides search and status: `category` or `level`, as the admin api names it */
  filter: ListFilter;
  /** the list's own columns; Status and Updated follow */
  columns: readonly ListColumn<AdminRecord<K>>[];
  fields: readonly FieldSpec<K>[];
}

/** Only checks the declaration's types: `defineResource({kind: 'products', …})` types the columns and fields for products. */
export function defineResource<K extends CatalogueKind>(resource: ResourceDefinition<K>): ResourceDefinition<K> {
  return resource;
}

const LIST_ROUTES: Record<CatalogueKind, string> = {
  products: ROUTES.adminProducts,
  lessons: ROUTES.adminLessons,
  'blog-posts': ROUTES.adminBlogPosts,
};

/** The admin paths of a resource's list, new and edit pages (the menu links the lists). */
export const resourcePaths = (kind: CatalogueKind) => ({
  list: LIST_ROUTES[kind],
  create: `${LIST_ROUTES[kind]}/new`,
  edit: (id: number) => `${LIST_ROUTES[kind]}/${id}`,
});
