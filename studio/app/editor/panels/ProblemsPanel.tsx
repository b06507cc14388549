import { memo } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Problem } from '../../../../schema/content/errors.ts';
import { placeWords } from '../../../document/place-words.ts';

/** Where a problem is, in words: "Section 3 › cards › item 1 › icon" (the words every screen uses, see `placeWords`). */
export const placeOf = (path: readonly (string | number)[]): string => placeWords(path, undefined, 'The whole file');

/** Every problem of the draft, errors first; picking one opens its section and focuses its field. */
export const ProblemsPanel = memo(function ProblemsPanel({
  problems,
  onJump,
}: {
  problems: readonly Problem[];
  onJump: (problem: Problem) => void;
}) {
  const sorted = [...problems].sort((a, b) =>
    a.severity === b.severity ? a.position.line - b.position.line : a.severity === 'error' ? -1 : 1,
  );
  return (
    <Box component="section" aria-labelledby="problems-title">
      <Typography id="problems-title" variant="overline" component="h2" sx={{ px: 2, display: 'block' }}>
        Problems ({problems.length})
      </Typography>
      {problems.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          No problems: the build will take this page.
        </Typography>
      ) : (
        <List dense disablePadding>
          {sorted.map((problem, index) => (
            // Each problem is an item of its own: a list holds items, and a screen reader counts them.
            <ListItem key={`${problem.where}-${problem.code}-${index}`} disablePadding>
              <ListItemButton onClick={() => onJump(problem)} sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={
                    <>
                      <Box component="span" sx={{ fontWeight: 600, color: problem.severity === 'error' ? 'error.main' : 'warning.main' }}>
                        {problem.severity === 'error' ? 'Error' : 'Warning'}
                      </Box>{' '}
                      — {placeOf(problem.path)}, line {problem.position.line}
                    </>
                  }
                  secondary={`${problem.message} (${problem.code})`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
});
