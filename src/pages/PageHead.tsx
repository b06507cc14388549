import { SocialTags } from '../seo/SocialTags.tsx';
import { site } from '../site-data.ts';

/**
 * Title, description, canonical link and social-card tags; React places them in the document head.
 * Pages without a path (not found, errors) are kept out of search results instead.
 */
export function PageHead({ title, description, path }: { title: string; description: string; path?: string }) {
  const url = path === undefined ? undefined : `${site.baseUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          <SocialTags baseUrl={site.baseUrl} brand={site.brand.name} title={title} description={description} url={url} />
        </>
      )}
    </>
  );
}
