import { Alert, Box, Button, Typography } from '@mui/material';
import { placeWords } from '../../../document/place-words.ts';
import type { DraftProblem } from './review-client.ts';

/** Where a problem is, as the editor's problems panel says it ("Section 2 › cards › item 1 › icon"); nothing for the whole file. */
const placeOf = (problem: DraftProblem): string => (problem.path.length === 0 ? '' : `, ${placeWords(problem.path)}`);

/** The note that sends the request back with its problems, one line each. */
const problemsNote = (problems: readonly DraftProblem[]): string =>
  [
    'The draft cannot be published until these problems are fixed:',
    ...problems.map((problem) => `- ${problem.file}, line ${String(problem.line)}${placeOf(problem)}: ${problem.message}`),
  ].join('\n');

const byFile = (problems: readonly DraftProblem[]): [string, DraftProblem[]][] => {
  const files = new Map<string, DraftProblem[]>();
  for (const problem of problems) files.set(problem.file, [...(files.get(problem.file) ?? []), problem]);
  return [...files];
};

/** Publish refused: the draft's pages have problems. Each page with its fields and what to do, and a way back to the author. */
export function PageProblems({
  problems,
  busy,
  onSendBack,
}: {
  problems: readonly DraftProblem[];
  busy: boolean;
  onSendBack: (note: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby="problems-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="problems-title" variant="h6" component="h2">
        Problems to fix before publishing
      </Typography>
      <Alert severity="error">
        Nothing was published: the site would not build with the draft&apos;s pages. The author can fix them in the draft.
      </Alert>
      {byFile(problems).map(([file, list]) => (
        <Box key={file}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {list.map((problem) => (
              <Typography
                component="li"
                key={`${String(problem.line)}:${String(problem.col)}:${problem.code}`}
                sx={{ overflowWrap: 'anywhere' }}
              >
                Line {problem.line}
                {placeOf(problem)}: {problem.message}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
      <Box>
        <Button color="warning" disabled={busy} onClick={() => onSendBack(problemsNote(problems))}>
          Send back to the author with these problems
        </Button>
      </Box>
    </Box>
  );
}
