import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { UploadRequest } from '../../../../api/contract/studio-api.ts';
import { ApiRefusal, studioApi } from '../../../api.ts';
import { errorWords } from '../load.ts';
import { acceptedTypes, folderWords, pictureName, pictureProblem } from './upload.ts';

interface UploadFormProps {
  id: string;
  folders: readonly string[];
  /** The folder proposed: the one of the field's picture, or the one the grid shows. */
  folder: string;
  onUploaded: (src: string) => void;
}

/** A name already taken: the request as sent, and the free name the server proposes. */
interface Taken {
  request: UploadRequest;
  suggestion: string | undefined;
}

/**
 * A new picture from the author's computer, saved in public/images. Too large or of another kind
 * is refused before sending; a name already taken asks whether to replace the picture.
 */
export function UploadForm({ id, folders, folder: proposed, onUploaded }: UploadFormProps) {
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [folder, setFolder] = useState(folders.includes(proposed) ? proposed : (folders[0] ?? ''));
  const [problem, setProblem] = useState<string>();
  const [taken, setTaken] = useState<Taken>();
  const [busy, setBusy] = useState(false);

  const send = (request: UploadRequest) => {
    setBusy(true);
    setProblem(undefined);
    setTaken(undefined);
    studioApi.upload(request).then(
      (image) => {
        setBusy(false);
        onUploaded(image.src);
      },
      (error: unknown) => {
        setBusy(false);
        if (error instanceof ApiRefusal && error.body.error === 'name-taken') setTaken({ request, suggestion: error.body.suggestion });
        else setProblem(errorWords(error));
      },
    );
  };

  const pick = (chosen: File | undefined) => {
    setFile(chosen);
    setTaken(undefined);
    setProblem(chosen && pictureProblem(chosen));
    if (chosen) setName(pictureName(chosen.name, chosen.type));
  };

  const upload = () => {
    const refusal = file ? pictureProblem(file) : 'Choose a picture file first.';
    if (refusal || !file) {
      setProblem(refusal);
      return;
    }
    if (name.trim() === '') {
      setProblem('Write a name for the picture, for example retail-store.png.');
      return;
    }
    send({ folder, name: name.trim(), picture: file });
  };

  const rename = (next: string) => {
    setName(next);
    if (taken) send({ ...taken.request, name: next });
  };

  return (
    <Box component="section" aria-labelledby={`${id}:upload-title`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`${id}:upload-title`} variant="subtitle1" component="h3">
        Upload a new picture
      </Typography>
      <Box>
        <Typography component="label" htmlFor={`${id}:file`} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          Picture file (PNG, JPEG or WebP)
        </Typography>
        <input id={`${id}:file`} type="file" accept={acceptedTypes} onChange={(event) => pick(event.target.files?.[0])} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          label="Folder"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {folders.map((entry) => (
            <option key={entry} value={entry}>
              {folderWords(entry)}
            </option>
          ))}
        </TextField>
        <TextField
          label="File name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText="Lower-case letters, digits and hyphens."
          sx={{ flex: '2 1 14rem' }}
        />
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {taken && (
        <TakenQuestion
          taken={taken}
          onReplace={() => send({ ...taken.request, replace: true })}
          onRename={rename}
          onCancel={() => setTaken(undefined)}
        />
      )}
      <Button variant="contained" onClick={upload} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
    </Box>
  );
}

/** "A picture called X already exists. Replace it, or save as Y?": nothing is written over until the author says so. */
function TakenQuestion({
  taken,
  onReplace,
  onRename,
  onCancel,
}: {
  taken: Taken;
  onReplace: () => void;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const { request, suggestion } = taken;
  const where = `${folderWords(request.folder)}${request.name}`;
  return (
    <Alert severity="warning" role="alert">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {suggestion
          ? `A picture called ${where} already exists. Replace it, or save as ${suggestion}?`
          : `A picture called ${where} already exists. Replace it, or change the name and upload again?`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onReplace}>
          Replace it
        </Button>
        {suggestion && (
          <Button size="small" variant="outlined" color="inherit" onClick={() => onRename(suggestion)}>
            Save as {suggestion}
          </Button>
        )}
        <Button size="small" color="inherit" onClick={onCancel}>
          Don’t upload
        </Button>
      </Box>
    </Alert>
  );
}
