import { Alert, Box, Paper, Typography } from '@mui/material';
import { DiffView } from '../../editor/SaveDialog.tsx';
import { CommentForm, CommentList } from './Comments.tsx';
import { PagePictures } from './pictures/PagePictures.tsx';
import type { PageChange, RequestComment } from './review-client.ts';
import { textField } from './review-words.ts';

interface PageChangeBlockProps {
  requestId: number;
  page: PageChange;
  comments: readonly RequestComment[];
  /** Whether comments can be added (not while a publish runs, nor on a closed request). */
  canComment: boolean;
  onComment: (text: string) => Promise<unknown>;
  /** The request is published: its "after" is the live site now. */
  published: boolean;
}

/** What happens to the file as a whole, when it is new, taken out, or a picture. */
function fileWords(page: PageChange): string | undefined {
  if (page.kind === 'picture')
    return page.before === null ? 'A new picture.' : page.after === null ? 'The picture is taken out.' : 'The picture is replaced.';
  if (page.movedFrom !== null) return `Its file moves from ${page.movedFrom}: visitors see no difference from that.`;
  if (page.before === null) return 'A new page.';
  if (page.after === null) return 'The page is taken out of the site.';
  return undefined;
}

/** One page of a change request: its file and address, the real page before and after, the changes in words, the YAML diff, and the comments on it. */
export function PageChangeBlock({ requestId, page, comments, canComment, onComment, published }: PageChangeBlockProps) {
  const headingId = `page-${page.file.replaceAll(/[^\w-]/g, '-')}`;
  const route = textField(page.after?.text ?? page.before?.text, 'path');
  const whole = fileWords(page);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {page.name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {route === undefined ? page.file : `The page at ${route} · ${page.file}`}
        </Typography>
      </Box>
      {page.kind === 'page' && <PagePictures requestId={requestId} file={page.file} published={published} />}
      {whole !== undefined && <Typography>{whole}</Typography>}
      {/* A page taken out is said so above: its file's name in a list would add nothing. */}
      {page.changes.length > 0 && page.after !== null && (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>What changes</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {page.changes.map((change) => (
              <Typography key={change} component="li" sx={{ overflowWrap: 'anywhere' }}>
                {change}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {page.conflicts.length > 0 && (
        <Alert severity="warning">
          Since this draft started, the live pages changed {page.conflicts.map((conflict) => conflict.name).join(', ')} too. Publishing asks
          which value to keep.
        </Alert>
      )}
      {page.kind === 'page' && (
        <Typography variant="body2" color="text.secondary">
          The file as the site&apos;s pages have it now (−) and as the draft has it (+):
        </Typography>
      )}
      {page.kind === 'page' && (
        <DiffView before={page.before?.text ?? ''} after={page.after?.text ?? ''} label={`Changes to the YAML of ${page.file}`} />
      )}
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        Comments on this page
      </Typography>
      <CommentList comments={comments} label={`Comments on ${page.name}`} />
      <CommentForm label={`Comment on ${page.name}`} disabled={!canComment} onSend={onComment} />
    </Paper>
  );
}
