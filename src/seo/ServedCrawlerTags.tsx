import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The head tags CrawlerTags.tsx wrote: language versions and social cards. */
const crawlerTagSelector = 'link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"]';

type ServedTag =
  | { tag: 'link'; rel: string; hrefLang: string; href: string }
  | { tag: 'meta'; property?: string; name?: string; content: string };

/** Those tags as the prerender served them, read once before React takes over (none on the server). */
const served: ServedTag[] =
  typeof document === 'undefined'
    ? []
    : [...document.head.querySelectorAll(crawlerTagSelector)].map((element): ServedTag => {
        const attribute = (name: string) => element.getAttribute(name) ?? '';
        if (element.tagName === 'LINK')
          return { tag: 'link', rel: attribute('rel'), hrefLang: attribute('hreflang'), href: attribute('href') };
        const property = element.getAttribute('property');
        return property === null
          ? { tag: 'meta', name: attribute('name'), content: attribute('content') }
          : { tag: 'meta', property, content: attribute('content') };
      });

/**
 * Keeps the crawlers' head tags as served through hydration (React would drop head elements it did
 * not render), for the first page only, as ServedJsonLd does the structured data: the browser does
 * not carry the code that writes them, and after a client-side navigation they would describe
 * another page. Search engines and social sites read every page's own from its HTML.
 */
export function ServedCrawlerTags() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) return null;
  return served.map((tag, index) =>
    tag.tag === 'link' ? (
      <link key={index} rel={tag.rel} hrefLang={tag.hrefLang} href={tag.href} />
    ) : (
      <meta key={index} {...(tag.property === undefined ? { name: tag.name } : { property: tag.property })} content={tag.content} />
    ),
  );
}
