import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/** "Choose…" beside a field; its name says what for, as many fields have one. */
export function ChooseButton({ id, name, onClick }: { id: string; name: string; onClick: () => void }) {
  return (
    <Button id={id} variant="outlined" aria-label={name} aria-haspopup="dialog" onClick={onClick} sx={{ flexShrink: 0, minHeight: 40 }}>
      Choose…
    </Button>
  );
}

interface PickerDialogProps {
  id: string;
  title: string;
  open: boolean;
  /** Escape, a click outside or Cancel: nothing is written. */
  onCancel: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A picker's dialog. It does not put the focus back itself: the picker does (on the field's input
 * after a choice, on its button after Cancel).
 */
export function PickerDialog({ id, title, open, onCancel, maxWidth = 'sm', children }: PickerDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} disableRestoreFocus fullWidth maxWidth={maxWidth} aria-labelledby={`${id}:title`}>
      <DialogTitle id={`${id}:title`}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
