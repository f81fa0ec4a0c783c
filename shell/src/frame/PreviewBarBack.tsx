import { PREVIEW_BAR_ELEMENT_ID } from '@kingside/contracts';
import { useLocation } from '@kingside/ui';
import { useEffect } from 'react';

/**
 * The preview bar's way back (issue 45, docs/architecture.md §11): the server writes the bar, with Exit preview, first in a
 * previewing browser's pages, outside #root, its hidden field `back` naming the page it drew. The visitor then moves
 * through the site without a new document; this keeps `back` on the page shown, so that Exit preview comes back to it,
 * not to the first page of the visit. Draws nothing, and does nothing where there is no bar (everyone but a previewer).
 */
export function PreviewBarBack() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const back = document.getElementById(PREVIEW_BAR_ELEMENT_ID)?.querySelector<HTMLInputElement>('input[name="back"]');
    if (back) back.value = pathname + search;
  }, [pathname, search]);
  return null;
}
