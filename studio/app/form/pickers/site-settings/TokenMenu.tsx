import DataObject from '@mui/icons-material/DataObject';
import { IconButton, InputAdornment, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactElement } from 'react';
import type { Loaded } from '../load.ts';
import { useSiteSettings, type SiteSettings } from './site-settings.ts';
import { insertToken, type Caret } from './use-caret.ts';
import { focusById, usePopup } from '../use-popup.ts';

interface TokenMenuProps {
  /** The field's input id. */
  id: string;
  caret: Caret;
  text: string;
  onText: (text: string) => void;
}

/**
 * "Insert" at the end of a text box: the words of the site settings (`{brand}`, `{email}`, …,
 * and site.yaml's own tokens), each with what it reads as now. Choosing one puts it at the caret.
 */
export function TokenMenu({ id, caret, text, onText }: TokenMenuProps) {
  const popup = usePopup();
  // Every box shares one read of site.yaml, made when a menu first opens.
  const { settings, retry } = useSiteSettings(popup.open);
  const buttonId = `${id}:insert`;
  const menuId = `${id}:insert-menu`;
  const insert = (token: string) => {
    const [start, end] = caret.selection(text);
    const next = insertToken(text, start, end, token);
    onText(next.text);
    popup.close(() => caret.restore(next.caret));
  };
  return (
    <InputAdornment position="end">
      <IconButton
        id={buttonId}
        size="small"
        edge="end"
        aria-label="Insert a word from the site settings"
        aria-haspopup="menu"
        aria-controls={popup.open ? menuId : undefined}
        aria-expanded={popup.open ? 'true' : undefined}
        onClick={popup.show}
      >
        <DataObject fontSize="small" aria-hidden="true" />
      </IconButton>
      {/* Mounted only while open: a long page has hundreds of text boxes. */}
      {popup.open && (
        <Menu
          id={menuId}
          anchorEl={() => document.getElementById(buttonId)}
          open
          onClose={() => popup.close(() => focusById(buttonId))}
          disableRestoreFocus
          slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        >
          {tokenItems(settings, retry, insert)}
        </Menu>
      )}
    </InputAdornment>
  );
}

/** The menu's items, from site.yaml read once for the whole studio (see site-settings.ts). */
function tokenItems(settings: Loaded<SiteSettings>, retry: () => void, onInsert: (token: string) => void): ReactElement[] {
  if (settings.state === 'loading')
    return [
      <MenuItem key="loading" disabled>
        Reading the site settings…
      </MenuItem>,
    ];
  if (settings.state === 'failed') {
    return [
      <MenuItem key="problem" disabled sx={{ whiteSpace: 'normal', maxWidth: 360 }}>
        {settings.message}
      </MenuItem>,
      <MenuItem key="retry" onClick={retry}>
        Try again
      </MenuItem>,
    ];
  }
  return settings.data.words.map((word) => (
    <MenuItem key={word.token} onClick={() => onInsert(word.token)}>
      <ListItemText
        primary={`{${word.token}}`}
        secondary={word.value === '' ? 'empty' : `reads as “${word.value}”`}
        slotProps={{ secondary: { sx: { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } }}
      />
    </MenuItem>
  ));
}
