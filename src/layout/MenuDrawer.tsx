import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { drawer, drawerWidthSx } from './drawer.ts';
import { mobileMenu, type MenuEntry } from './nav.ts';
import { useSiteData, wordFor } from '../site-data.tsx';
import { LanguageLinks } from '../languages/LanguageLinks.tsx';
import { useLaterWords } from '../languages/later-words.ts';

interface Level {
  title: string;
  entries: MenuEntry[];
  /** The entry that opened this level, focused again on Back. */
  from: string;
}

/**
 * The narrow-screen menu: a right-side drawer titled Menu. A group swaps the list to its items
 * with a Back button as the title; links navigate client-side and close the drawer. MUI's modal
 * traps focus while it is open; Escape and the backdrop close it.
 */
export function MenuDrawer({ open, onClose, instant }: { open: boolean; onClose: () => void; instant: boolean }) {
  const [stack, setStack] = useState<Level[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  /** Where focus goes once a swapped list has rendered: 'back', an entry's key, or nowhere. */
  const focusNext = useRef<string | null>(null);
  const level = stack.at(-1);
  const siteData = useSiteData();
  const words = { ...siteData.site.words, ...useLaterWords() };
  const entries = level ? level.entries : mobileMenu(siteData, words.overview);

  // A swapped list replaces the element that had focus: put focus somewhere sensible.
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    if (key === 'back') back.current?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  }, [stack]);
  // Closing the drawer takes it back to the top level (set while rendering, the way React resets state on a prop change).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setStack([]);
  }

  const openGroup = (entry: MenuEntry) => {
    focusNext.current = 'back';
    setStack([...stack, { title: entry.label, entries: entry.entries ?? [], from: entry.key }]);
  };
  const goBack = () => {
    focusNext.current = level?.from ?? null;
    setStack(stack.slice(0, -1));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      disableRestoreFocus
      transitionDuration={instant ? { enter: 0, exit: drawer.motionMs.exit } : drawer.motionMs}
      slotProps={{ paper: { sx: drawerWidthSx, 'aria-label': words.menu, role: 'dialog', 'aria-modal': true } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 64 }}>
        {level ? (
          <Button
            ref={back}
            startIcon={<ArrowBack />}
            onClick={goBack}
            aria-label={wordFor(words.backTo, stack.at(-2)?.title ?? words.menu)}
            sx={{ color: 'text.primary', fontSize: '1.05rem' }}
          >
            {words.back}
          </Button>
        ) : (
          <Typography component="h2" sx={{ fontWeight: 750, fontSize: '1.15rem', pl: 1 }}>
            {words.menu}
          </Typography>
        )}
        <IconButton aria-label={words.closeMenu} onClick={onClose} sx={{ ml: 'auto' }}>
          <Close />
        </IconButton>
      </Box>
      <nav aria-label={level ? level.title : words.menu}>
        {level && (
          <Typography
            component="h2"
            sx={{
              px: 3,
              pt: 2,
              pb: 0.5,
              color: 'text.secondary',
              fontSize: '0.85rem',
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
            }}
          >
            {level.title}
          </Typography>
        )}
        <List ref={list}>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.entries ? (
                <ListItemButton data-key={entry.key} onClick={() => openGroup(entry)} aria-haspopup="true" sx={{ minHeight: 48, px: 3 }}>
                  <ListItemText primary={entry.label} />
                  <ChevronRight aria-hidden />
                </ListItemButton>
              ) : (
                <ListItemButton data-key={entry.key} component={Link} to={entry.href} onClick={onClose} sx={{ minHeight: 48, px: 3 }}>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              )}
            </li>
          ))}
        </List>
      </nav>
      {!level && <LanguageLinks layout="drawer" />}
    </Drawer>
  );
}
