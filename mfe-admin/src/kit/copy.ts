import { MAX_UPLOAD_BYTES } from '@kingside/contracts/admin';

/**
 * What the back-office kit says, in one place. The nouns ("product", "blog posts") come from each
 * resource's declaration; the api's own messages (saved, conflict, …) are BACK_OFFICE_MESSAGES in contracts.
 */
export const KIT_COPY = {
  newItem: (singular: string) => `New ${singular}`,
  editItem: (singular: string) => `Edit ${singular}`,
  backToList: (plural: string) => `Back to ${plural}`,

  search: 'Search',
  searchLabel: (plural: string) => `Search ${plural}`,
  statusLabel: 'Status',
  status: { live: 'Live', archived: 'Archived', all: 'All' },
  anyOption: 'All',
  range: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
  pages: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  loading: (plural: string) => `Loading ${plural}…`,
  empty: (plural: string) => `No ${plural} found`,
  loadFailed: (plural: string) => `Could not load ${plural}. Please try again.`,
  tryAgain: 'Try again',
  updatedColumn: 'Updated',
  statusColumn: 'Status',

  loadItemFailed: (singular: string) => `Could not load this ${singular}. Please try again.`,
  create: (singular: string) => `Create ${singular}`,
  creating: 'Creating…',
  save: 'Save changes',
  saving: 'Saving…',
  noChanges: 'No changes to save',
  tryAgainLater: 'Please try again.',
  archive: 'Archive',
  restore: 'Restore',
  cancel: 'Cancel',
  send: 'Send',
  confirmArchive: (singular: string) => `Archive this ${singular}?`,
  confirmArchiveText: 'The site stops showing it. You can restore it at any time.',
  confirmRestore: (singular: string) => `Restore this ${singular}?`,
  confirmRestoreText: 'The site shows it again.',
  archivedNotice: (singular: string) => `This ${singular} is archived: the site does not show it.`,
  archiveFailed: 'Could not archive',
  restoreFailed: 'Could not restore',
  reloadFailed: 'Could not reload',

  leaveTitle: 'Leave this page?',
  leave: 'Leave',
  stay: 'Stay',

  choose: 'Choose…',
  moneyHint: 'In dollars, for example 24.99 (saved as cents).',
  imageUpload: 'Upload an image',
  imageUploadHint: `PNG, JPEG or WebP, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  uploading: 'Uploading…',
  uploaded: 'Image uploaded',
  uploadFailed: 'Could not upload the image.',
  imagePreview: 'Preview of the image',
  preview: 'Preview',
  previewHint: 'As the site shows it: one paragraph per line.',
  previewEmpty: 'Nothing to preview yet.',
} as const;
