import { Box, Typography } from '@mui/material';
import type { Problem } from '../../../../schema/content/errors.ts';
import { HelpText } from './HelpText.tsx';
import { ProblemMessage } from './ProblemMessage.tsx';

interface FieldNotesProps {
  /** The field's id; the notes' ids are made from it. */
  id: string;
  /** The schema's description. */
  help: string | undefined;
  /** A plain sentence the form adds, such as a default or a limit. */
  hint?: string | undefined;
  /** In a translation: the words this field translates, in the page's own language. */
  original?: { language: { name: string; code: string }; text: string } | undefined;
  problems: readonly Problem[];
}

const helpId = (id: string) => `${id}:help`;
const originalId = (id: string) => `${id}:original`;
const problemId = (id: string, index: number) => `${id}:problem-${index}`;

/** The ids of the notes below a field, for its `aria-describedby`. */
export function notesIds({ id, help, hint, original, problems }: FieldNotesProps): string | undefined {
  const ids = [
    ...(original ? [originalId(id)] : []),
    ...(help || hint ? [helpId(id)] : []),
    ...problems.map((_, index) => problemId(id, index)),
  ];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What is written under a field: the words it translates (in a translation), its help, then each problem the loader found in it. */
export function FieldNotes({ id, help, hint, original, problems }: FieldNotesProps) {
  return (
    <>
      {original && (
        <Typography id={originalId(id)} variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {original.language.name}:
          </Box>{' '}
          <span lang={original.language.code}>{original.text}</span>
        </Typography>
      )}
      {(help || hint) && (
        <Typography
          id={helpId(id)}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, '& code': { fontSize: '0.95em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 } }}
        >
          {help && <HelpText text={help} />}
          {help && hint ? ' ' : ''}
          {hint}
        </Typography>
      )}
      {problems.map((problem, index) => (
        <ProblemMessage key={index} id={problemId(id, index)} problem={problem} />
      ))}
    </>
  );
}
