import { shareImage } from './share-image.ts';

/** Open Graph and Twitter card tags, so a shared link shows the page's title, summary and picture. */
export function SocialTags({
  baseUrl,
  brand,
  title,
  description,
  url,
  alt,
  locale,
}: {
  baseUrl: string;
  brand: string;
  title: string;
  description: string;
  url: string;
  /** The share picture's description, in the page's language. */
  alt: string;
  /** The page's language and its others, as Open Graph writes them (`es`, `en_US`). */
  locale: { own: string; others: readonly string[] };
}) {
  const image = `${baseUrl}${shareImage.path}`;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale.own} />
      {locale.others.map((other) => (
        <meta key={other} property="og:locale:alternate" content={other} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
