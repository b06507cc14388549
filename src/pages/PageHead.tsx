import { site } from '../site-data.ts';

/** Title, description and canonical link; React places them in the document head. */
export function PageHead({ title, description, path }: { title: string; description: string; path?: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {path === undefined ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${site.baseUrl}${path === '/' ? '/' : path}`} />}
    </>
  );
}
