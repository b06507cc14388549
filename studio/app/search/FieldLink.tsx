import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldPlace } from '../../api/contract/studio-api.ts';
import { go, hrefOf, type Screen } from '../location.ts';

/** A link that opens a page's editor at one field (a plain link: a new tab works too). */
export function FieldLink({
  place,
  draft,
  children,
  mayLeave = () => true,
  onFollow,
}: {
  place: FieldPlace;
  draft: string | undefined;
  children: ReactNode;
  /** Asked before the link is followed in this tab (an editor with unsaved changes asks the person). */
  mayLeave?: () => boolean;
  onFollow?: () => void;
}) {
  const screen: Screen = { name: 'edit', file: place.file, draft, field: place.field };
  return (
    <Link
      href={hrefOf(screen)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (!mayLeave()) return;
        onFollow?.();
        go(screen);
      }}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}
