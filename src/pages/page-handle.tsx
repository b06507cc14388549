import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';

/**
 * What a page route hands the document shell: its part of the head that React does not move there
 * by itself. React places `<title>`, `<meta>` and `<link>` in the head from anywhere in the page,
 * but renders a `<script type="application/ld+json">` where it stands, so the shell renders it in its head.
 */
export class PageHandle {
  constructor(readonly HeadData: ComponentType) {}
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return handle instanceof PageHandle;
}

/** In the document head: the head data of the page on screen, replaced on every client-side navigation. */
export function PageHeadData() {
  const handle = useMatches()
    .map((match) => match.handle)
    .find(isPageHandle);
  return handle ? <handle.HeadData /> : null;
}
