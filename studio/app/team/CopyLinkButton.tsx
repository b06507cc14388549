import { Button } from '@mui/material';
import { useEffect, useState } from 'react';

/** Copies a link to the clipboard, and says so (or says to copy it by hand where the browser does not allow it). */
export function CopyLinkButton({ link }: { link: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      variant="outlined"
      size="small"
      aria-live="polite"
      onClick={() =>
        void navigator.clipboard.writeText(link).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy it' : 'Copy link'}
    </Button>
  );
}
