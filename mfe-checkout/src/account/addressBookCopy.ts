/** The address book on the member's account page (/account/orders; issue 44 point 4, docs/spec.md §2.25). */
export const ADDRESS_BOOK_COPY = {
  heading: 'Saved addresses',
  loading: 'Loading your addresses',
  loadFailed: 'Your addresses could not be loaded. Please try again.',
  tryAgain: 'Try again',
  empty: 'No saved addresses yet. Save one at checkout.',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  /** the checkout's own labels for the same two fields (CheckoutForm.tsx) */
  nameLabel: 'Full Name',
  addressLabel: 'Shipping Address',
  confirmDelete: 'Delete this address?',
  confirmYes: 'Yes, delete',
  keep: 'Keep it',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  /** 412: another tab or device changed or deleted the address since the page read it */
  changedElsewhere: 'This address was changed elsewhere. Reload to see it.',
  saveFailed: 'This address could not be saved. Please try again.',
  deleteFailed: 'This address could not be deleted. Please try again.',
} as const;
