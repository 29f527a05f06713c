import { useEffect } from 'react';
import { SITE_NAME } from '../site';

/** Sets `document.title` after render ("Title · Site", or the site name alone for an empty title). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
