import type { Alternate } from '../../schema/model/site-model.ts';
import { CrawlerTags } from '../seo/CrawlerTags.tsx';
import { ServedCrawlerTags } from '../seo/ServedCrawlerTags.tsx';
import { useSite } from '../site-data.tsx';

/**
 * Title, description, canonical link, and the tags only crawlers read (the page in its other
 * languages, social cards: written by the prerender, kept as served in the browser); React places
 * them in the document head. Pages without a path (not found, errors) are kept out of search results instead.
 */
export function PageHead({
  title,
  description,
  path,
  alternates = [],
}: {
  title: string;
  description: string;
  path?: string;
  alternates?: readonly Alternate[];
}) {
  const site = useSite();
  const url = path === undefined ? undefined : `${site.baseUrl}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {/* The build's browser code leaves CrawlerTags out: `SSR` is false there. */}
          {import.meta.env.SSR ? <CrawlerTags title={title} description={description} url={url} alternates={alternates} /> : <ServedCrawlerTags />}
        </>
      )}
    </>
  );
}
