/**
 * The page's structured data as `<script type="application/ld+json">` elements. The build writes
 * each item's JSON into the page's chunk (scripts/build/structured-data.ts); a browser reads the
 * elements as data and never runs them, so the site's `script-src 'self'` policy leaves them alone.
 */
export function JsonLd({ items }: { items: readonly string[] }) {
  return items.map((json, index) => (
    <script
      key={index}
      type="application/ld+json"
      // The one inner HTML on the site, and no author markup: JSON written by the build, every `<`
      // escaped as \u003c. As a text child, React escapes it its own way, which has changed between
      // versions (before 19.3 as HTML entities, which a script element never decodes, so the JSON
      // broke); as inner HTML the element holds exactly the JSON written.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  ));
}
