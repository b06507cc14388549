import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The JSON-LD the prerender wrote into the head (src/entry-server.tsx), read once before React
 * takes over: the browser never downloads the data itself, and on the server there is none to read.
 */
const served =
  typeof document === 'undefined'
    ? []
    : [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent);

/**
 * Keeps those elements as they are through hydration (React would drop head elements it did not
 * render), for the first page only: after a client-side navigation they no longer describe the
 * page on screen, and search engines read every page's own from its HTML.
 */
export function ServedJsonLd() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) return null;
  // Inner HTML, not a text child: the exact text the prerender wrote, `<` already escaped as \u003c.
  return served.map((json, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />);
}
