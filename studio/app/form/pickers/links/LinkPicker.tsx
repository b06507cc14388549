import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, IconButton, List, ListItemButton, ListItemText, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { studioApi } from '../../../api.ts';
import { isWebAddress, searchLinks, webAddressHint, type LinkMatch } from './link-search.ts';
import { useRequest } from '../load.ts';
import { LoadState } from '../LoadState.tsx';
import { ChooseButton, PickerDialog } from '../PickerDialog.tsx';
import type { PickerProps } from '../picker-props.ts';
import { focusById, usePopup } from '../use-popup.ts';

/** "Choose…" beside a link's address: a page of the site (or a place on it), or an https: address. */
export function LinkPicker({ id, label, value, onChoose }: PickerProps) {
  const popup = usePopup();
  const choose = (href: string) => {
    onChoose(href);
    popup.close(() => focusById(id));
  };
  return (
    <>
      <ChooseButton id={`${id}:choose`} name={`Choose a page or address for “${label}”`} onClick={popup.show} />
      <PickerDialog
        id={`${id}:picker`}
        title="Choose where the link goes"
        open={popup.open}
        onCancel={() => popup.close(() => focusById(`${id}:choose`))}
      >
        <LinkChooser id={`${id}:picker`} current={value} onChoose={choose} />
      </PickerDialog>
    </>
  );
}

type LinkTab = 'pages' | 'web';

function LinkChooser({ id, current, onChoose }: { id: string; current: string; onChoose: (href: string) => void }) {
  const [first] = useState<LinkTab>(/^https:/i.test(current) ? 'web' : 'pages');
  const [tab, setTab] = useState<LinkTab>(first);
  const tabs: { value: LinkTab; label: string }[] = [
    { value: 'pages', label: 'Pages on this site' },
    { value: 'web', label: 'Address on the web' },
  ];
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: unknown) => setTab(next === 'web' ? 'web' : 'pages')}
        aria-label="Where the link goes"
        sx={{ mb: 2 }}
      >
        {tabs.map((entry) => (
          <Tab
            key={entry.value}
            value={entry.value}
            label={entry.label}
            id={`${id}:tab-${entry.value}`}
            aria-controls={`${id}:panel-${entry.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}:panel-pages`} aria-labelledby={`${id}:tab-pages`} hidden={tab !== 'pages'}>
        <SitePages id={id} autoFocus={first === 'pages'} onChoose={onChoose} />
      </Box>
      <Box role="tabpanel" id={`${id}:panel-web`} aria-labelledby={`${id}:tab-web`} hidden={tab !== 'web'}>
        <WebAddress id={id} current={current} autoFocus={first === 'web'} onChoose={onChoose} />
      </Box>
    </>
  );
}

/** The site's pages, each with the places on it, filtered by the search. */
function SitePages({ id, autoFocus, onChoose }: { id: string; autoFocus: boolean; onChoose: (href: string) => void }) {
  const [search, setSearch] = useState('');
  const { result, retry } = useRequest('links', studioApi.links);
  const found = result.state === 'ready' ? searchLinks(result.data.pages, search) : [];
  return (
    <>
      <TextField
        label="Search pages"
        autoFocus={autoFocus}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { type: 'search' } }}
        sx={{ mb: 1 }}
      />
      <LoadState result={result} what="the site's pages" onRetry={retry} />
      {result.state === 'ready' && (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {found.length === 0 ? `No page matches “${search}”.` : found.length === 1 ? '1 page' : `${found.length} pages`}
          </Typography>
          <List dense aria-label="Pages">
            {found.map((match) => (
              <PageEntry key={match.target.path} id={id} match={match} searching={search.trim() !== ''} onChoose={onChoose} />
            ))}
          </List>
        </>
      )}
    </>
  );
}

/** One page: choosing it links to its address; its places (`#plans`) open below it. */
function PageEntry({
  id,
  match,
  searching,
  onChoose,
}: {
  id: string;
  match: LinkMatch;
  searching: boolean;
  onChoose: (href: string) => void;
}) {
  const { target } = match;
  const [toggled, setToggled] = useState(false);
  // A search that found places shows them; the button still opens or closes the page's list.
  const open = toggled !== (searching && match.anchors.length > 0);
  const anchors = searching && match.anchors.length > 0 ? match.anchors : target.anchors;
  const listId = `${id}:places-${target.path}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton onClick={() => onChoose(target.path)}>
          <ListItemText primary={target.title} secondary={target.path} />
        </ListItemButton>
        {target.anchors.length > 0 && (
          <IconButton
            aria-label={`Places on “${target.title}”`}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setToggled(!toggled)}
          >
            {open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
          </IconButton>
        )}
      </Box>
      {open && (
        <List dense id={listId} aria-label={`Places on “${target.title}”`} sx={{ pl: 4 }}>
          {anchors.map((anchor) => (
            <Box component="li" key={anchor} sx={{ listStyle: 'none' }}>
              <ListItemButton onClick={() => onChoose(`${target.path}#${anchor}`)}>
                <ListItemText primary={`#${anchor}`} secondary={`${target.path}#${anchor}`} />
              </ListItemButton>
            </Box>
          ))}
        </List>
      )}
    </Box>
  );
}

/** An https: address, checked as the validator checks it before it is written. */
function WebAddress({
  id,
  current,
  autoFocus,
  onChoose,
}: {
  id: string;
  current: string;
  autoFocus: boolean;
  onChoose: (href: string) => void;
}) {
  const [address, setAddress] = useState(/^https:/i.test(current) ? current : '');
  const [tried, setTried] = useState(false);
  const wrong = tried && !isWebAddress(address.trim());
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (isWebAddress(address.trim())) onChoose(address.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
      <TextField
        id={`${id}:web-address`}
        label="Address on the web"
        autoFocus={autoFocus}
        value={address}
        error={wrong}
        helperText={
          wrong ? webAddressHint : 'For example https://www.example.com/page. A mailto: or tel: address can be written in the box itself.'
        }
        onChange={(event) => setAddress(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Use this address
      </Button>
    </Box>
  );
}
