import { Box, ButtonBase, TextField, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { IconInfo } from '../../../../api/contract/studio-api.ts';
import { studioApi } from '../../../api.ts';
import { gridMove } from './grid-keys.ts';
import { IconDrawing } from '../../../../preview/IconDrawing.tsx';
import { useRequest } from '../load.ts';
import { LoadState } from '../LoadState.tsx';
import { ChooseButton, PickerDialog } from '../PickerDialog.tsx';
import type { PickerProps } from '../picker-props.ts';
import { useDebounced } from '../use-debounced.ts';
import { useIconDrawing } from './use-icon-drawing.ts';
import { focusById, usePopup } from '../use-popup.ts';

/** How many icons one search shows. */
export const iconLimit = 60;
const columns = 6;

/** The icon the field names, drawn beside its box, and "Choose…" for a grid of icons to pick from. */
export function IconPicker({ id, label, value, onChoose }: PickerProps) {
  const popup = usePopup();
  const shapes = useIconDrawing(value);
  const choose = (name: string) => {
    onChoose(name);
    popup.close(() => focusById(id));
  };
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        {shapes && <IconDrawing shapes={shapes} />}
      </Box>
      <ChooseButton id={`${id}:choose`} name={`Choose an icon for “${label}”`} onClick={popup.show} />
      <PickerDialog
        id={`${id}:picker`}
        title="Choose an icon"
        open={popup.open}
        onCancel={() => popup.close(() => focusById(`${id}:choose`))}
        maxWidth="md"
      >
        <IconChooser current={value} onChoose={choose} />
      </PickerDialog>
    </>
  );
}

function IconChooser({ current, onChoose }: { current: string; onChoose: (name: string) => void }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 150);
  const { result, last, retry } = useRequest(`icons:${settled}`, () => studioApi.icons(settled, iconLimit));
  const answer = result.state === 'ready' ? result.data : last;
  return (
    <>
      <TextField
        label="Search icons"
        autoFocus
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { type: 'search' } }}
        sx={{ mb: 1 }}
      />
      {result.state === 'failed' || !answer ? <LoadState result={result} what="icons" onRetry={retry} /> : null}
      {answer && (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {countWords(answer.icons.length, answer.total)}
            {result.state === 'loading' ? ' Looking…' : ''}
          </Typography>
          <IconGrid icons={answer.icons} current={current} onChoose={onChoose} />
        </>
      )}
    </>
  );
}

function countWords(shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No icon is called like that.';
  if (shown < total) return `${shown} of ${total} shown — type more to narrow.`;
  return total === 1 ? '1 icon.' : `${total} icons.`;
}

/**
 * The icons as a grid of buttons, each named by its icon. One button is in the tab order; the
 * arrow keys, Home and End move between them, Enter chooses.
 */
function IconGrid({ icons, current, onChoose }: { icons: readonly IconInfo[]; current: string; onChoose: (name: string) => void }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.min(active, Math.max(icons.length - 1, 0));
  const keyDown = (event: KeyboardEvent, index: number) => {
    const icon = icons[index];
    if (event.key === 'Enter' && icon) {
      event.preventDefault();
      onChoose(icon.name);
      return;
    }
    const next = gridMove(event.key, index, icons.length, columns);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  if (icons.length === 0) return null;
  return (
    <Box role="group" aria-label="Icons" sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}>
      {icons.map((icon, index) => (
        <ButtonBase
          key={icon.name}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          tabIndex={index === at ? 0 : -1}
          onClick={() => onChoose(icon.name)}
          onFocus={() => setActive(index)}
          onKeyDown={(event) => keyDown(event, index)}
          aria-current={icon.name === current ? 'true' : undefined}
          sx={{
            flexDirection: 'column',
            gap: 0.5,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: icon.name === current ? 'primary.main' : 'transparent',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          <IconDrawing shapes={icon.shapes} size={28} />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere', lineHeight: 1.2 }}>
            {icon.name}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
