import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavGroupData, NavItem } from '../../schema/derive.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { site } from '../site-data.ts';
import { isTwoPane, topLevelGroups } from './nav.ts';

const linkSx = { display: 'block', py: 0.75, px: 1.25, borderRadius: 1.5, color: 'text.primary', fontWeight: 550, '&:hover': { bgcolor: '#eef3ff', color: 'primary.main' } } as const;

function LinkList({ items, onChoose, columns = 1 }: { items: readonly NavItem[]; onChoose: () => void; columns?: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, columns: { lg: columns }, columnGap: 2 }}>
      {items.map((item) => (
        <li key={item.path}>
          <Link component={RouterLink} to={item.path} onClick={onChoose} underline="none" sx={linkSx}>
            {item.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** Two panes: items on the left; on the right, the pointed-at item's sub-list or blurb. */
function TwoPane({ group, onChoose }: { group: NavGroupData; onChoose: () => void }) {
  const [active, setActive] = useState(0);
  const item = group.items[active];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderRight: 1, borderColor: 'divider', pr: 2 }}>
        {group.items.map((entry, index) => (
          <li key={entry.path} onMouseEnter={() => setActive(index)}>
            <Link
              component={RouterLink}
              to={entry.path}
              onClick={onChoose}
              onFocus={() => setActive(index)}
              underline="none"
              sx={{ ...linkSx, fontWeight: 700, ...(index === active ? { bgcolor: '#eef3ff', color: 'primary.main' } : {}) }}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </Box>
      {item && item.children.length > 0 && (
        <div>
          <Typography sx={{ fontWeight: 700, mb: 1, color: 'text.secondary', fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            {item.label} modules
          </Typography>
          <LinkList items={item.children} onChoose={onChoose} columns={3} />
        </div>
      )}
      {item && item.children.length === 0 && item.blurb && (
        <Box sx={{ maxWidth: 520 }}>
          <Typography variant="h3" component="p" sx={{ mb: 1 }}>
            {item.blurb.heading}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{item.blurb.text}</Typography>
          <ActionButton link={{ label: item.blurb.button, href: item.path }} variant="contained" onClick={onChoose} aria-label={`${item.blurb.button} about ${item.label}`} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The wide-screen menu: WAI-ARIA disclosure navigation. Each group is a button with
 * aria-expanded that shows a panel of links; at most one is open; Escape or a click elsewhere closes it.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const baseId = useId();
  const groups = topLevelGroups();

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    buttons.current[open]?.focus();
    setOpen(null);
  };
  const close = () => setOpen(null);

  return (
    <Box component="nav" aria-label="Main" ref={root} onKeyDown={onKeyDown} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', flexGrow: 1, ml: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, flexGrow: 1 }}>
        {groups.map((group) => {
          const expanded = open === group.id;
          const panelId = `${baseId}-${group.id}`;
          return (
            <li key={group.id}>
              <Button
                ref={(element) => {
                  buttons.current[group.id] = element;
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : group.id)}
                endIcon={<KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />}
                sx={{ color: expanded ? 'primary.main' : 'text.primary', px: 1.5 }}
              >
                {group.label}
              </Button>
              <Paper
                id={panelId}
                hidden={!expanded}
                elevation={0}
                sx={{ position: 'absolute', left: 0, right: 0, top: '100%', borderTop: 1, borderBottom: 1, borderColor: 'divider', borderRadius: 0, boxShadow: '0 16px 32px rgba(15,23,42,.10)', py: 4 }}
              >
                <Container maxWidth="lg">
                  {isTwoPane(group) ? <TwoPane group={group} onChoose={close} /> : <LinkList items={group.items} onChoose={close} columns={3} />}
                </Container>
              </Paper>
            </li>
          );
        })}
        {site.header.links.map((link) => (
          <li key={link.href}>
            <Button component={RouterLink} to={link.href} onClick={close} sx={{ color: 'text.primary', px: 1.5 }}>
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
      <ActionButton link={site.header.action} variant="contained" onClick={close} />
    </Box>
  );
}
