import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import type { PageChange, RequestDetail } from '../review-client.ts';
import { shortCommit, textField } from '../review-words.ts';

/** While a publish runs: it merges, builds the whole site and switches the live folder, which takes a while. */
export function PublishProgress() {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>Publishing…</Typography>
      <LinearProgress aria-label="Publishing" />
      <Typography color="text.secondary">
        The draft is merged into the live pages, then the site is built and put live. This can take a minute or two; the buttons wait until
        it is done.
      </Typography>
    </Box>
  );
}

/** The addresses of the pages on the live site (its `baseUrl` from site.yaml); the site's own address when no page has one. */
function liveLinks(pages: readonly PageChange[], baseUrl: string): string[] {
  const links = pages.flatMap((page) => {
    const route = page.kind === 'page' ? textField(page.after?.text, 'path') : undefined;
    return route === undefined ? [] : [`${baseUrl}${route}`];
  });
  return links.length === 0 ? [baseUrl] : links;
}

interface PublishedNoticeProps {
  request: RequestDetail;
  /** The pages as they were before the publish: once published, the draft no longer differs from main, so the request lists none. */
  pages: readonly PageChange[];
  baseUrl: string | undefined;
}

/** A published request: its release and commit, and links to its pages on the live site. */
export function PublishedNotice({ request, pages, baseUrl }: PublishedNoticeProps) {
  if (request.state !== 'published' || request.publishedRelease === null) return null;
  const links = baseUrl === undefined ? [] : liveLinks(pages, baseUrl);
  return (
    <Alert severity="success" role="status">
      <Typography sx={{ fontWeight: 600 }}>Published: the site is live with these changes.</Typography>
      {links.length > 0 && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Live:{' '}
          {links.map((link, index) => (
            <span key={link}>
              {index > 0 && ', '}
              <Link href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </Link>
            </span>
          ))}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Release {request.publishedRelease}
        {request.publishedCommit !== null && (
          <>
            , commit <Box component="code">{shortCommit(request.publishedCommit)}</Box>
          </>
        )}
      </Typography>
    </Alert>
  );
}
