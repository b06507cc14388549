import { Box, Button, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ControlProps } from '../../frame/ScalarFrame.tsx';
import { useSiteSettings } from './site-settings.ts';

interface MenuGroupInputProps extends ControlProps {
  label: string;
  value: string;
  onChoose: (id: string) => void;
  /** The text box, shown until the menu groups are read (or when they cannot be). */
  fallback: ReactNode;
}

/**
 * A menu group chosen from site.yaml's `navGroups`. A value written that is none of them stays
 * shown (the validator's problem says so under the field) until another is chosen.
 */
export function MenuGroupInput({ id, describedBy, error, autoFocus, label, value, onChoose, fallback }: MenuGroupInputProps) {
  const { settings, retry } = useSiteSettings();
  if (settings.state !== 'ready' || settings.data.groups.length === 0) {
    return (
      <>
        {fallback}
        {settings.state === 'failed' && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              The menu groups could not be read: {settings.message}
            </Typography>
            <Button size="small" onClick={retry}>
              Try again
            </Button>
          </Box>
        )}
      </>
    );
  }
  const { groups } = settings.data;
  const stray = value !== '' && !groups.some((group) => group.id === value);
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      error={error}
      autoFocus={autoFocus}
      onChange={(event) => onChoose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy } }}
    >
      {value === '' && (
        <option value="" disabled>
          Choose a menu group
        </option>
      )}
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.label} ({group.id})
        </option>
      ))}
      {stray && (
        <option value={value} disabled>
          {value} (not one of the menu groups)
        </option>
      )}
    </TextField>
  );
}
