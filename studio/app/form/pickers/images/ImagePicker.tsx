import { Box, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import { samePath } from '../../paths.ts';
import { askForAltText } from './image-group.ts';
import { ImageChooser } from './ImageChooser.tsx';
import { ReplaceEverywhere } from './ReplaceEverywhere.tsx';
import { useParentGroup } from './parent-group.ts';
import { ChooseButton, PickerDialog } from '../PickerDialog.tsx';
import type { PickerProps } from '../picker-props.ts';
import { focusById, usePopup } from '../use-popup.ts';

const pictureSrc = /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i;

/** Beside a picture's `src`: its thumbnail and "Choose…" for the pictures of public/images, or an upload. */
export function ImagePicker({ id, label, path, value, onChoose }: PickerProps) {
  const popup = usePopup();
  const parentGroup = useParentGroup();
  // A picture swapped for another: where else the old one is used is asked next.
  const [swapped, setSwapped] = useState<{ from: string; to: string }>();
  const [said, setSaid] = useState<string>();
  const swapDone = useCallback((words?: string) => {
    setSwapped(undefined);
    if (words !== undefined) setSaid(words);
  }, []);
  const choose = (src: string) => {
    if (pictureSrc.test(value) && value !== src) setSwapped({ from: value, to: src });
    onChoose(src);
    const groupPath = path.slice(0, -1);
    const group = parentGroup();
    const asked = group !== undefined && samePath(group.path, groupPath) && askForAltText(groupPath, group.shape, group.value);
    popup.close(asked ? undefined : () => focusById(id));
  };
  return (
    <>
      <PictureThumbnail src={value} />
      <ChooseButton id={`${id}:choose`} name={`Choose a picture for “${label}”`} onClick={popup.show} />
      <PickerDialog
        id={`${id}:picker`}
        title="Choose a picture"
        open={popup.open}
        onCancel={() => popup.close(() => focusById(`${id}:choose`))}
        maxWidth="md"
      >
        <ImageChooser id={`${id}:picker`} current={value} onChoose={choose} />
      </PickerDialog>
      {swapped !== undefined && <ReplaceEverywhere from={swapped.from} to={swapped.to} path={path} onDone={swapDone} />}
      <Snackbar open={said !== undefined} autoHideDuration={8000} onClose={() => setSaid(undefined)} message={said} />
    </>
  );
}

/** The picture the field names, small; nothing while the box holds no picture's path. */
export function PictureThumbnail({ src }: { src: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      {pictureSrc.test(src) && (
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      )}
    </Box>
  );
}
