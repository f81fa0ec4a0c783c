import { useEffect } from 'react';

/** Sets the document title while the page is shown (docs/spec.md §4: titles are set per page). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
