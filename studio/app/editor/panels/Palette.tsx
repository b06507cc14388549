import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { stringify } from 'yaml';
import type { SectionTypeInfo } from '../../../api/contract/studio-api.ts';

interface PaletteProps {
  open: boolean;
  types: readonly SectionTypeInfo[];
  onClose: () => void;
  /** The chosen type; the section starts as its catalogue example. */
  onPick: (type: SectionTypeInfo) => void;
}

/** Every section type with its one-line description and the catalogue's example, to add one to the page. */
export function Palette({ open, types, onClose, onPick }: PaletteProps) {
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState<string>();
  const listed = useMemo(
    () => types.filter((info) => `${info.title} ${info.description}`.toLowerCase().includes(filter.toLowerCase())),
    [types, filter],
  );
  const example = types.find((info) => info.type === shown) ?? listed[0];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="palette-title">
      <DialogTitle id="palette-title">Add a section</DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}
      >
        <Box>
          <TextField
            label="Find a section type"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ mb: 1 }}
            slotProps={{ htmlInput: { type: 'search' } }}
          />
          <List dense aria-label="Section types">
            {listed.map((info) => (
              <ListItem key={info.type} disablePadding>
                <ListItemButton
                  onClick={() => onPick(info)}
                  onFocus={() => setShown(info.type)}
                  onMouseEnter={() => setShown(info.type)}
                  selected={example?.type === info.type}
                >
                  <ListItemText primary={info.title} secondary={info.description} />
                </ListItemButton>
              </ListItem>
            ))}
            {listed.length === 0 && (
              <ListItem>
                <Typography role="status">No section type matches “{filter}”.</Typography>
              </ListItem>
            )}
          </List>
        </Box>
        {example && (
          <Box component="section" aria-labelledby="palette-example">
            <Typography id="palette-example" variant="subtitle2" component="h3">
              Example: {example.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The new section starts with this text; change it in the form.
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              aria-label={`Example of a ${example.title} section`}
              sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 360 }}
            >
              {stringify(example.example)}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
