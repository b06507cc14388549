import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../../schema/derive.ts';
import { site } from '../site-data.ts';
import { topLevelGroups } from './nav.ts';

interface Level {
  title: string;
  items: NavItem[];
}

/** The narrow-screen menu: a right-side drawer; a group swaps the list to its items with a Back button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [stack, setStack] = useState<Level[]>([]);
  const level = stack.at(-1);
  const close = () => {
    setOpen(false);
    setStack([]);
  };
  const topLevel: { label: string; items?: NavItem[]; href?: string }[] = [
    ...topLevelGroups().map((group) => ({ label: group.label, items: group.items })),
    ...site.header.links.map((link) => ({ label: link.label, href: link.href })),
    { label: site.header.action.label, href: site.header.action.href },
  ];

  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' }, ml: 'auto' }}>
      <IconButton aria-label="Open menu" aria-haspopup="dialog" onClick={() => setOpen(true)} sx={{ width: 48, height: 48 }}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 378 }, maxWidth: '100%' } } }} aria-labelledby="mobile-menu-title">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 64 }}>
          {level ? (
            <Button id="mobile-menu-title" startIcon={<ArrowBack />} onClick={() => setStack(stack.slice(0, -1))} sx={{ color: 'text.primary', fontSize: '1.05rem' }}>
              Back
            </Button>
          ) : (
            <Typography id="mobile-menu-title" component="h2" sx={{ fontWeight: 750, fontSize: '1.15rem', pl: 1 }}>
              Menu
            </Typography>
          )}
          <IconButton aria-label="Close menu" onClick={close} sx={{ ml: 'auto' }}>
            <Close />
          </IconButton>
        </Box>
        <List component="nav" aria-label={level ? level.title : 'Menu'}>
          {level
            ? level.items.map((item) =>
                item.children.length > 0 ? (
                  <ListItemButton key={item.path} onClick={() => setStack([...stack, { title: item.label, items: [{ ...item, label: `${item.label} overview`, children: [] }, ...item.children] }])}>
                    <ListItemText primary={item.label} />
                    <ChevronRight aria-hidden />
                  </ListItemButton>
                ) : (
                  <ListItemButton key={item.path} component={RouterLink} to={item.path} onClick={close}>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                ),
              )
            : topLevel.map((entry) =>
                entry.items ? (
                  <ListItemButton key={entry.label} onClick={() => setStack([{ title: entry.label, items: entry.items ?? [] }])}>
                    <ListItemText primary={entry.label} />
                    <ChevronRight aria-hidden />
                  </ListItemButton>
                ) : (
                  <ListItemButton key={entry.label} component={RouterLink} to={entry.href ?? '/'} onClick={close}>
                    <ListItemText primary={entry.label} />
                  </ListItemButton>
                ),
              )}
        </List>
      </Drawer>
    </Box>
  );
}
