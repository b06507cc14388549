import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import privacyByLanguage from 'virtual:privacy';
import { useSite } from '../site-data.tsx';
import { useLaterWords } from '../languages/later-words.ts';

/** The privacy policy from site.yaml in a labelled modal dialog (focus trapped, Escape closes). */
export function PrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSite();
  const words = useLaterWords();
  const privacy = privacyByLanguage[site.lang];
  if (privacy === undefined) throw new Error(`The privacy policy has no text in ${site.lang}.`);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-title" scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle id="privacy-title" sx={{ pr: 8, fontWeight: 750 }}>
        {privacy.title}
      </DialogTitle>
      <IconButton aria-label={words.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      {/* Focusable so keyboard users can scroll the long text. */}
      <DialogContent dividers tabIndex={0}>
        {privacy.updated && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Last updated {privacy.updated}
          </Typography>
        )}
        {privacy.sections.map((section, index) => (
          <section key={section.heading}>
            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
        <Typography sx={{ mt: 3, fontWeight: 650 }}>{privacy.agreement}</Typography>
      </DialogContent>
    </Dialog>
  );
}
