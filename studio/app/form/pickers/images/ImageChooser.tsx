import { Alert, Box, ButtonBase, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ImageInfo } from '../../../../api/contract/studio-api.ts';
import { studioApi } from '../../../api.ts';
import { useRequest } from '../load.ts';
import { LoadState } from '../LoadState.tsx';
import { fileNameOf, folderOf, folderWords, pictureFacts } from './upload.ts';
import { UploadForm } from './UploadForm.tsx';
import { PictureUses } from './PictureUses.tsx';
import { RemoveUnused, usePictureRemoval } from './RemoveUnused.tsx';

const allFolders = '*';
// Not a folder: the pictures no page and not the site settings use.
const usedNowhere = '!unused';

/** The pictures of public/images to choose from, by folder and search, and the upload of a new one. */
export function ImageChooser({ id, current, onChoose }: { id: string; current: string; onChoose: (src: string) => void }) {
  const { result, retry } = useRequest('images', studioApi.images);
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState(allFolders);
  const images = result.state === 'ready' ? result.data.images : [];
  const folders =
    result.state === 'ready' ? [...new Set([...result.data.folders, ...images.map((image) => folderOf(image.src))])].sort() : [];
  // Asked only once the person picks “Used on no page”.
  const unused = useRequest(folder === usedNowhere ? 'unused-pictures' : 'unused-pictures-not-asked', () =>
    folder === usedNowhere ? studioApi.unusedPictures() : Promise.resolve({ pictures: [] }),
  );
  const unusedSet = new Set(unused.result.state === 'ready' ? unused.result.data.pictures : []);
  const inFolder = (src: string) => folder === allFolders || (folder === usedNowhere ? unusedSet.has(src) : folderOf(src) === folder);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = images.filter((image) => inFolder(image.src) && words.every((word) => image.src.toLowerCase().includes(word)));
  const removable = folder === usedNowhere && unused.result.state === 'ready' ? shown : [];
  const removal = usePictureRemoval(() => {
    retry();
    unused.retry();
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          label="Search pictures"
          autoFocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { type: 'search' } }}
          sx={{ flex: '2 1 14rem' }}
        />
        <TextField
          select
          label="Show folder"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={allFolders}>All folders</option>
          <option value={usedNowhere}>Used on no page</option>
          {folders.map((entry) => (
            <option key={entry} value={entry}>
              {folderWords(entry)}
            </option>
          ))}
        </TextField>
      </Box>
      {/^\/images\//.test(current) && <PictureUses src={current} />}
      <LoadState result={result} what="the pictures" onRetry={retry} />
      {folder === usedNowhere && <LoadState result={unused.result} what="which pictures are used" onRetry={unused.retry} />}
      {result.state === 'ready' && (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {folder === usedNowhere && unused.result.state !== 'ready'
              ? ''
              : shown.length === 0
                ? folder === usedNowhere && words.length === 0
                  ? 'Every picture is used on a page.'
                  : 'No picture matches.'
                : shown.length === 1
                  ? '1 picture'
                  : `${shown.length} pictures`}
          </Typography>
          {removable.length > 0 && <RemoveUnused pictures={removable.map((image) => image.src)} removal={removal} />}
          {removal.state.kind === 'done' && (
            <Alert severity="success" onClose={removal.reset}>
              {removal.state.count === 1
                ? '1 picture removed from the site.'
                : `${String(removal.state.count)} pictures removed from the site.`}
            </Alert>
          )}
          <Box
            role="group"
            aria-label="Pictures"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 1.5 }}
          >
            {shown.map((image) => (
              <Picture key={image.src} image={image} current={image.src === current} onChoose={() => onChoose(image.src)} />
            ))}
          </Box>
          <UploadForm
            id={id}
            folders={folders.length > 0 ? folders : ['']}
            folder={folder === allFolders ? folderOf(current) : folder}
            onUploaded={onChoose}
          />
        </>
      )}
    </Box>
  );
}

/** One picture as a button: its thumbnail, file name, size in pixels and weight. */
function Picture({ image, current, onChoose }: { image: ImageInfo; current: boolean; onChoose: () => void }) {
  return (
    <ButtonBase
      onClick={onChoose}
      aria-current={current ? 'true' : undefined}
      title={image.src}
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        p: 1,
        gap: 0.5,
        border: 1,
        borderColor: current ? 'primary.main' : 'divider',
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Box
        component="img"
        src={image.src}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: 96, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 0.5 }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        {fileNameOf(image.src)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {folderWords(folderOf(image.src))} · {pictureFacts(image)}
      </Typography>
    </ButtonBase>
  );
}
