/**
 * `@kingside/ui/parts`: the parts of pages only some routes show (the lists, the card of a list, a quantity stepper, tabs,
 * a dialog, a switch). Not shared: each app that imports one bundles it, and only what it imports, as they keep no state
 * (docs/architecture.md §7.2). In the shared entry every export is on every first visit: these were 12.4 KB of
 * minified code there, on routes that show none of them. What they need of the shared code (the router, the kept
 * fields, the early-input marks, the theme's components) they import from `@kingside/ui`, never from its files, or each
 * app would bundle a second router and store of its own.
 */
export { Dialog } from './Dialog';
export { MediaCard } from './MediaCard';
export { MediaCardSkeletons, MEDIA_IMAGE } from './MediaCardSkeleton';
export { PagedList } from './PagedList';
export { PagedListSkeleton } from './PagedListSkeleton';
export { QuantityStepper } from './QuantityStepper';
export { Switch } from './Switch';
export { Tabs, type TabItem } from './Tabs';
export { useListState } from './useListState';
export { useModalDialog } from './useModalDialog';
