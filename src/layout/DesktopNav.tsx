import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link } from 'react-router-dom';
import type { NavGroupData, NavItem } from '../../schema/model/site-model.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { buttonSx } from '../components/buttonLook.ts';
import { useSiteData, wordFor } from '../site-data.tsx';
import { dropdownGroups, groupItems, isTwoPane } from './nav.ts';
import { Wrap } from '../components/Wrap.tsx';
import { HydrationBoundary } from '../components/HydrationBoundary.tsx';

const linkSx = {
  display: 'block',
  textDecoration: 'none',
  py: 0.75,
  px: 1.25,
  borderRadius: 1.5,
  color: 'text.primary',
  fontWeight: 550,
  '&:hover': { bgcolor: 'tint.primary', color: 'primary.main' },
} as const;

function LinkList({ items, onChoose, columns = 1 }: { items: readonly NavItem[]; onChoose: () => void; columns?: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, columns: { lg: columns }, columnGap: 2 }}>
      {items.map((item) => (
        <li key={item.path}>
          <Box component={Link} to={item.path} onClick={onChoose} sx={linkSx}>
            {item.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The right-hand side for one item: its sub-list, or its blurb with a button to its page. */
function ItemDetail({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  const siteData = useSiteData();
  const words = siteData.site.words;
  if (item.nests !== undefined) {
    return (
      <>
        <Typography
          sx={{ fontWeight: 700, mb: 1, color: 'text.secondary', fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.06em' }}
        >
          {wordFor(words.modules, item.label)}
        </Typography>
        <LinkList items={groupItems(siteData, item.nests)} onChoose={onChoose} columns={3} />
      </>
    );
  }
  if (!item.blurb) return null;
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {item.blurb.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{item.blurb.text}</Typography>
      <ActionButton
        link={{ label: item.blurb.button, href: item.path }}
        variant="contained"
        onClick={onChoose}
        context={wordFor(words.about, item.label)}
      />
    </Box>
  );
}

/**
 * Two panes: items on the left; on the right, the pointed-at or focused item's sub-list or blurb.
 * Each item's detail follows it in the document, so Tab goes from ERP into its modules before POS;
 * the grid places every detail in the right-hand column.
 */
function TwoPane({ group, onChoose }: { group: NavGroupData; onChoose: () => void }) {
  const [active, setActive] = useState(0);
  return (
    // Fixed rows for the items and a last flexible row: a tall detail stretches only that last row,
    // so the items never move under the pointer when the detail beside them changes.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '240px 1fr',
        gridTemplateRows: `repeat(${group.items.length}, min-content) 1fr`,
        columnGap: 4,
      }}
    >
      {group.items.map((entry, index) => (
        <Fragment key={entry.path}>
          <Box
            onMouseEnter={() => setActive(index)}
            sx={{ gridColumn: 1, gridRow: index + 1, borderRight: 1, borderColor: 'divider', pr: 2, pb: 0.5 }}
          >
            <Box
              component={Link}
              to={entry.path}
              onClick={onChoose}
              onFocus={() => setActive(index)}
              sx={{ ...linkSx, fontWeight: 700, ...(index === active ? { bgcolor: 'tint.primary', color: 'primary.main' } : {}) }}
            >
              {entry.label}
            </Box>
          </Box>
          <Box hidden={index !== active} sx={{ gridColumn: 2, gridRow: `1 / span ${group.items.length + 1}` }}>
            <ItemDetail item={entry} onChoose={onChoose} />
          </Box>
        </Fragment>
      ))}
      <Box aria-hidden sx={{ gridColumn: 1, gridRow: group.items.length + 1, borderRight: 1, borderColor: 'divider', minHeight: 16 }} />
    </Box>
  );
}

/**
 * A group's panel content, hydrated on its own after the menu's buttons, so a tap on a button waits
 * for no panel. Memoised, with a stable group and handler: opening one panel re-renders the menu
 * but leaves the others alone (new props would make React hydrate them all at once).
 */
const PanelContent = memo(function PanelContent({ group, onChoose }: { group: NavGroupData; onChoose: () => void }) {
  return (
    <HydrationBoundary>
      <Wrap>
        {isTwoPane(group) ? (
          <TwoPane group={group} onChoose={onChoose} />
        ) : (
          <LinkList items={group.items} onChoose={onChoose} columns={3} />
        )}
      </Wrap>
    </HydrationBoundary>
  );
});

/** Which panel is open, and whether a hover opened it (it then closes when the pointer leaves). */
type OpenPanel = { id: string; by: 'hover' | 'click' } | null;

/** How long a hover-opened panel waits before closing, so the pointer can travel into it. */
const hoverCloseMs = 250;
/** The header's space under the buttons, above the panels (its height less the buttons', halved), with a pixel to spare. */
const panelBridgePx = 16;

/**
 * The wide-screen menu: WAI-ARIA disclosure navigation. Each group is a button with aria-expanded
 * that shows a panel of links; at most one is open. A click toggles it (a click on a panel the
 * pointer opened keeps it open); pointing opens it and it stays while the pointer is over the
 * button or the panel; Escape, a click elsewhere or focus leaving the menu closes it.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<OpenPanel>(null);
  const root = useRef<HTMLElement>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const closeTimer = useRef<number | undefined>(undefined);
  const baseId = useId();
  const siteData = useSiteData();
  const { site } = siteData;
  const groups = useMemo(() => dropdownGroups(siteData), [siteData]);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(null);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    buttons.current[open.id]?.focus();
    close();
  };
  const onBlur = (event: FocusEvent) => {
    if (open !== null && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) close();
  };
  const onButtonClick = (id: string) => {
    cancelClose();
    if (open?.id === id && open.by === 'click') setOpen(null);
    else setOpen({ id, by: 'click' });
  };
  const onPointerEnter = (event: ReactPointerEvent, id: string) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    // Pointing at another group opens it as a hover panel, so its first click pins it rather than closing it.
    if (open?.id !== id) setOpen({ id, by: 'hover' });
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse' || open?.by !== 'hover') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), hoverCloseMs);
  };

  return (
    <Box
      component="nav"
      aria-label={site.words.mainMenu}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', flexGrow: 1, ml: 4 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, flexGrow: 1 }}>
        {groups.map((group) => {
          const expanded = open?.id === group.id;
          const panelId = `${baseId}-${group.id}`;
          return (
            <li key={group.id} onPointerEnter={(event) => onPointerEnter(event, group.id)} onPointerLeave={onPointerLeave}>
              <Box
                component="button"
                type="button"
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current[group.id] = element;
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onButtonClick(group.id)}
                sx={{ ...buttonSx('text'), px: 1.5, color: expanded ? 'primary.main' : 'text.primary' }}
              >
                {group.label}
                <KeyboardArrowDown sx={{ ml: -0.5, transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
              </Box>
              {/* The strip between the button and the open panel belongs to this item, so a pointer on its
                  way down into the panel never leaves it, however slowly it moves. */}
              {expanded && (
                <Box
                  aria-hidden="true"
                  sx={{ position: 'absolute', left: 0, right: 0, top: `calc(100% - ${panelBridgePx}px)`, height: panelBridgePx }}
                />
              )}
              <Box
                id={panelId}
                hidden={!expanded}
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: '100%',
                  bgcolor: 'background.paper',
                  borderTop: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  borderRadius: 0,
                  boxShadow: (theme) => theme.decor.dropdownShadow,
                  py: 4,
                  maxHeight: 'calc(100vh - 72px)',
                  overflowY: 'auto',
                }}
              >
                <PanelContent group={group} onChoose={close} />
              </Box>
            </li>
          );
        })}
        {site.header.links.map((link) => (
          <li key={link.href}>
            <Box component={Link} to={link.href} onClick={close} sx={{ ...buttonSx('text'), px: 1.5 }}>
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
      <ActionButton link={site.header.action} variant="contained" onClick={close} />
    </Box>
  );
}
