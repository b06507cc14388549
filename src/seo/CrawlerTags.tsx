import type { Alternate } from '../../schema/model/site-model.ts';
import { useSiteData, wordFor } from '../site-data.tsx';
import { SocialTags } from './SocialTags.tsx';

/** A language code as Open Graph writes a locale: `es-US` -> `es_US`. */
const ogLocale = (code: string): string => code.replace('-', '_');

/**
 * What only search engines and social sites read, from the prerendered HTML: the page in its other
 * languages (hreflang, and x-default for the site's own) and the social-card tags. Rendered by the
 * prerender alone; the browser keeps them as served (ServedCrawlerTags.tsx).
 */
export function CrawlerTags({
  title,
  description,
  url,
  alternates,
}: {
  title: string;
  description: string;
  url: string;
  alternates: readonly Alternate[];
}) {
  const { site, languages } = useSiteData();
  // A page in one language links no other.
  const versions = alternates.length > 1 ? alternates : [];
  const own = versions.find((alternate) => alternate.code === languages[0]?.code);
  return (
    <>
      {versions.map((alternate) => (
        <link key={alternate.code} rel="alternate" hrefLang={alternate.code} href={`${site.baseUrl}${alternate.path}`} />
      ))}
      {own && <link rel="alternate" hrefLang="x-default" href={`${site.baseUrl}${own.path}`} />}
      <SocialTags
        baseUrl={site.baseUrl}
        brand={site.brand.name}
        title={title}
        description={description}
        url={url}
        alt={wordFor(site.words.shareImageAlt, site.brand.name)}
        locale={{
          own: ogLocale(site.lang),
          others: versions.filter((alternate) => alternate.code !== site.lang).map((alternate) => ogLocale(alternate.code)),
        }}
      />
    </>
  );
}
