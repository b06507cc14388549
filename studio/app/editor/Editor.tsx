import History from '@mui/icons-material/History';
import LinkIcon from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Translate from '@mui/icons-material/Translate';
import Undo from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Link,
  Snackbar,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { visuallyHidden } from '../form/frame/ProblemMessage.tsx';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Problem } from '../../../schema/content/errors.ts';
import type { DataPath, Edit, PathKey } from '../../document/index.ts';
import type { FileResponse, SaveConflict } from '../../api/contract/studio-api.ts';
import { ApiRefusal, studioApi } from '../api.ts';
import { forgetNotice, go, hrefOf, noticeOnArrival } from '../location.ts';
import { fieldId } from '../form/index.ts';
import { ProblemCounts } from '../ProblemCounts.tsx';
import { FormPane } from './FormPane.tsx';
import { HistoryPanel } from './panels/HistoryPanel.tsx';
import { WhereUsedPanel } from './panels/WhereUsedPanel.tsx';
import { MovePageDialog } from './MovePageDialog.tsx';
import { DeletePageDialog } from './DeletePageDialog.tsx';
import { Outline, type Selection } from './panels/Outline.tsx';
import { Palette } from './panels/Palette.tsx';
import { Preview } from './preview/Preview.tsx';
import { TeamPreview } from './preview/TeamPreview.tsx';
import { ProblemsPanel } from './panels/ProblemsPanel.tsx';
import { ConflictDialog, SaveDialog } from './SaveDialog.tsx';
import { isObject, plainValue, sectionsOf } from './schema-parts.ts';
import { keepOldAddress } from '../../document/keep-old-address.ts';
import { applyEdit, pageName } from '../../document/index.ts';
import { useDraft } from './useDraft.ts';
import { followedWords } from '../translations/followed-words.ts';
import { useOriginalTexts } from '../translations/original-texts.ts';
import { pathIn } from '../../../schema/model/languages.ts';
import { carriedEdit, carryEdit, forgetCarriedEdit } from './carried-edit.ts';
import { pathOfFieldId } from './field-paths.ts';
import { SourceView } from '../source/index.ts';
import { siteSettingsSaved } from '../form/pickers/site-settings/site-settings.ts';

type Pane = 'outline' | 'form' | 'preview';
/** The middle pane shows the form or the file's YAML. */
type View = 'form' | 'source';

/** What the team studio adds to the editor: the page's history, restoring a version for publishers, and drafts. */
export interface TeamEditing {
  canRestore: boolean;
  /** Changes go into drafts only (an author while the review rules say so): on the live version the editor offers “Change this page” instead of Save. */
  draftsOnly: boolean;
  /** Starts a draft of that name from the live version; resolves to its branch, or rejects with a message for the person. */
  startDraft: (name: string) => Promise<string>;
  /** After a save into a draft, so what shows the draft's pages can show them again. */
  onSaved: () => void;
  /** Whether the editor holds changes not saved yet, so leaving the draft can ask first. */
  onDirty: (dirty: boolean) => void;
  /** Who else has the page open and which other drafts change it, above the editor; `text` is the editor's, unsaved edits included. */
  presence?: (page: { file: string; draft: string | undefined; text: string }) => ReactNode;
}

/**
 * The editor of one file: outline, form and preview side by side (tabs below 900 px).
 * `draft`: the team studio's open draft, where the page is read and saved; without it, the live version.
 */
export function Editor({
  file,
  draft: openDraft,
  field,
  team,
}: {
  file: string;
  draft?: string | undefined;
  /** A field to open the page at (a search hit's, a "where used" place's). */
  field?: DataPath | undefined;
  team?: TeamEditing | undefined;
}) {
  // An edit typed on the live version before “Change this page” arrives unsaved in the draft's editor.
  const [carried] = useState(() => carriedEdit(openDraft, file));
  useEffect(() => forgetCarriedEdit(openDraft, file), [openDraft, file]);
  // The team studio's preview frame draws the draft's data itself; the dev server compiles each draft for its frame.
  const draft = useDraft(file, { serverPreview: team === undefined, carried });
  const wide = useMediaQuery('(min-width: 900px)');
  const [pane, setPane] = useState<Pane>('form');
  const [selection, setSelection] = useState<Selection>({ kind: 'page' });
  const [focusPath, setFocusPath] = useState<DataPath>();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<FileResponse>();
  // The team studio's conflict: the fields both people changed, chosen one by one.
  const [fieldConflict, setFieldConflict] = useState<SaveConflict>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [whereUsedOpen, setWhereUsedOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // What the screen before said it did (a page whose file moved opens here from its new file), said once.
  const [notice, setNotice] = useState<string | undefined>(noticeOnArrival);
  useEffect(forgetNotice, []);
  const [view, setView] = useState<View>('form');
  const [reveal, setReveal] = useState<{ path: DataPath }>();
  const [announcement, setAnnouncement] = useState('');
  // A removed section is said so, with an Undo beside it: no "are you sure?" in the way. The Undo
  // undoes the last step, so it is offered only while the draft is still the one the removal made.
  const [removed, setRemoved] = useState<{ message: string; draft: string }>();
  const { state, dirty, undo, redo } = draft;
  const isSite = file.endsWith('/site.yaml') || file === 'pages/site.yaml';
  const [startingDraft, setStartingDraft] = useState(false);
  // The team studio without a draft open shows the live version; an author then changes it only through a draft.
  const onLive = team !== undefined && openDraft === undefined;
  const mustStartDraft = onLive && team.draftsOnly;

  const onDirty = team?.onDirty;
  useEffect(() => {
    onDirty?.(dirty);
    return () => onDirty?.(false);
  }, [onDirty, dirty]);
  // The newest text and saved version, for a draft started while the person may still be typing.
  const latestEdit = useRef<{ saved: FileResponse; text: string }>(undefined);
  useEffect(() => {
    latestEdit.current = state.state === 'ready' ? { saved: state.saved, text: state.text } : undefined;
  }, [state]);

  // Leaving with unsaved changes asks first, as any editor does.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo page edits everywhere in the editor, inputs included.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const wants = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' && !event.shiftKey ? 'redo' : undefined;
      if (!wants) return;
      event.preventDefault();
      if (wants === 'undo') undo();
      else redo();
      setAnnouncement(wants === 'undo' ? 'Undone' : 'Redone');
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [undo, redo]);

  // The window's title names the page once it is open (until then, its file).
  const loadedName = state.state === 'ready' ? pageName(state.data, file) : undefined;
  // A translation keeps its page's address and place: it moves and goes with its page.
  const translates = state.state === 'ready' ? state.saved.translates : undefined;
  const sideBySide = state.state === 'ready' ? state.saved.sideBySide : undefined;
  // A translation's form shows, under each text, the words of the page it translates.
  const original = useOriginalTexts(translates?.page);
  useEffect(() => {
    if (loadedName !== undefined) document.title = `${loadedName} — Page studio`;
  }, [loadedName]);

  const url = useMemo(() => {
    if (state.state !== 'ready' || isSite) return '/';
    const path: unknown = typeof state.data === 'object' && state.data !== null && 'path' in state.data ? state.data.path : undefined;
    const written = typeof path === 'string' && path.startsWith('/') ? path : '/';
    // A translation is shown where its language serves it (/es/retail; a language's settings at its home, /es).
    const language = state.saved.translates?.language;
    return language === undefined ? written : pathIn(language, written);
    // The preview frame keeps its first address (Preview reads it once); later changes arrive as drafts.
  }, [state, isSite]);

  // Stable callbacks: the outline, form and problems panel render again only when what they show changes.
  const select = useCallback(
    (next: Selection) => {
      setSelection(next);
      setFocusPath(undefined);
      if (!wide) setPane('form');
    },
    [wide],
  );
  const jumpTo = useCallback(
    (path: readonly PathKey[]) => {
      const index = path[0] === 'sections' && !isSite ? path[1] : undefined;
      setSelection(typeof index === 'number' ? { kind: 'section', index } : { kind: 'page' });
      setFocusPath([...path]);
      const listLevel = path.length === 1 && path[0] === 'sections';
      if (!wide) setPane(listLevel ? 'outline' : 'form');
      // The list of sections and a section's type have no input: their notes take the focus instead.
      const typeLevel = path.length === 3 && path[2] === 'type';
      if (listLevel || typeLevel) requestAnimationFrame(() => document.getElementById(fieldId([...path]))?.focus());
    },
    [isSite, wide],
  );
  const jump = useCallback((problem: Problem) => jumpTo(problem.path), [jumpTo]);
  // Opened at a field (from a search or a "where used" list): there once the page has loaded, then never again.
  const fieldWanted = field?.join('.');
  const openedAtField = useRef<string>(undefined);
  const loaded = state.state === 'ready';
  useEffect(() => {
    if (field === undefined || !loaded || openedAtField.current === fieldWanted) return;
    openedAtField.current = fieldWanted;
    jumpTo(field);
  }, [field, fieldWanted, loaded, jumpTo]);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const { edit } = draft;
  const outlineEdit = useCallback(
    (change: Edit) => {
      const draftAfter = edit(change);
      if (draftAfter !== undefined && change.op === 'removeItem' && change.path.length === 1 && change.path[0] === 'sections') {
        const message = `Section ${change.index + 1} removed.`;
        setRemoved({ message, draft: draftAfter });
        setAnnouncement(message);
      }
    },
    [edit],
  );
  // A click on the page in the preview opens what was clicked in the form.
  const selectFromPreview = useCallback(
    (path: DataPath) => {
      const index = path[0] === 'sections' && !isSite ? path[1] : undefined;
      setSelection(typeof index === 'number' ? { kind: 'section', index } : { kind: 'page' });
      setFocusPath(path.length > 2 ? [...path] : undefined);
      setView('form');
      if (!wide) setPane('form');
    },
    [isSite, wide],
  );
  // A field chosen in the form is shown in the preview.
  const revealField = useCallback((event: React.FocusEvent) => {
    const path = pathOfFieldId(event.target.id);
    if (path && path[0] === 'sections') setReveal({ path });
  }, []);

  if (state.state === 'loading') {
    return (
      <Box component="main" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>Opening {file}…</Typography>
      </Box>
    );
  }
  if (state.state === 'failed') {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="error" action={<Button onClick={draft.load}>Try again</Button>}>
          {state.message}
        </Alert>
        <Link href={hrefOf({ name: 'list', draft: openDraft })} sx={{ display: 'inline-block', mt: 2 }}>
          Back to all pages
        </Link>
      </Box>
    );
  }

  const name = loadedName ?? file;
  const problems: Problem[] = state.check?.problems ?? [];
  const counts = state.check ?? { errors: 0, warnings: 0 };
  const sections = sectionsOf(state.data);
  const current: Selection = selection.kind === 'section' && selection.index >= sections.length ? { kind: 'page' } : selection;

  const addressChange = isSite
    ? undefined
    : keepOldAddress(
        state.saved.text,
        state.text,
        state.data,
        Object.keys(isObject(state.schemas.page['properties']) ? state.schemas.page['properties'] : {}),
      );
  const saveText = (text: string, version: string, force: boolean) => {
    setSaving(true);
    studioApi.save(file, text, version, force).then(
      (written) => {
        // Merged with someone else's save (team studio): the file as saved becomes the editor's text.
        const savedText = written.text ?? text;
        draft.saved({ path: written.path, version: written.version, text: savedText });
        if (isSite) siteSettingsSaved(savedText);
        if (openDraft !== undefined) team?.onSaved();
        setSaving(false);
        setReviewing(false);
        setConflict(undefined);
        setFieldConflict(undefined);
        const saved =
          written.note ??
          (written.text === undefined ? `Saved ${file}.` : `Saved ${file}, together with changes someone else saved meanwhile.`);
        const message = [saved, followedWords(written.followed)].filter((part) => part !== '').join(' ');
        setNotice(message);
        setAnnouncement(message);
      },
      (error: unknown) => {
        setSaving(false);
        if (error instanceof ApiRefusal && error.body.error === 'version-conflict' && error.body.current) {
          setReviewing(false);
          setConflict(error.body.current);
          setFieldConflict(error.body.conflict);
        } else setNotice(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const save = (force: boolean, keepOldPath = false) => {
    // Keeping the old address is one more edit, made to the text being saved.
    const kept = keepOldPath && addressChange ? applyEdit(state.text, addressChange.edit) : undefined;
    const text = kept?.ok ? kept.text : state.text;
    saveText(text, force ? (conflict?.version ?? state.saved.version) : state.saved.version, force);
  };
  const mayLeave = () => !dirty || window.confirm('Leave this page without saving? Your changes will be lost.');
  const leave = (event: React.MouseEvent) => {
    event.preventDefault();
    if (mayLeave()) go({ name: 'list', draft: openDraft });
  };
  // “Change this page”: a draft named after the page, and the same page opened in it; what was typed comes along unsaved.
  const changeThisPage = () => {
    if (team === undefined) return;
    setStartingDraft(true);
    team.startDraft(`${pageName(state.data, file)}: changes`).then(
      (branch) => {
        const typed = latestEdit.current;
        if (typed !== undefined && typed.text !== typed.saved.text) carryEdit(branch, file, typed);
        go({ name: 'edit', file, draft: branch });
      },
      (error: unknown) => {
        setStartingDraft(false);
        setNotice(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const outline = (
    <Outline
      data={state.data}
      types={state.schemas.sectionTypes}
      problems={problems}
      selection={current}
      isSite={isSite}
      onSelect={select}
      onEdit={outlineEdit}
      onAddSection={openPalette}
    />
  );
  const formView = (
    <FormPane
      schemas={state.schemas}
      data={state.data}
      selection={current}
      isSite={isSite}
      problems={problems}
      focusPath={focusPath}
      onEdit={draft.edit}
      original={original}
    />
  );
  const form = (
    <Box onFocus={revealField}>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label="Edit the page as" sx={{ mb: 2, minHeight: 0 }}>
        <Tab value="form" label="Form" id="view-form" aria-controls="view-pane" />
        <Tab value="source" label="YAML" id="view-source" aria-controls="view-pane" />
      </Tabs>
      {!state.parses && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The YAML does not read correctly: the form shows the last version that did.{' '}
          {view === 'form' ? 'Fix it in the YAML view; the problems list says where.' : 'The line is marked in the margin.'}
        </Alert>
      )}
      <Box id="view-pane" role="tabpanel" aria-labelledby={view === 'form' ? 'view-form' : 'view-source'}>
        {view === 'form' ? (
          formView
        ) : (
          <Box sx={{ height: { xs: '70vh', md: 'calc(100vh - 190px)' } }}>
            <SourceView
              text={state.text}
              onText={draft.setText}
              problems={problems}
              schema={isSite ? state.schemas.site : state.schemas.page}
              label={`YAML of ${file}`}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
  // Site settings have no draft of their own to draw (they show once saved), and their fields are not on the page to click.
  const preview = team ? (
    <TeamPreview
      key={isSite ? state.saved.version : 'page'}
      isSite={isSite}
      live={draft.channel}
      language={translates?.language}
      onSelect={selectFromPreview}
      reveal={reveal}
    />
  ) : isSite ? (
    <Preview url={url} preview={undefined} standingNote="Site settings show in the preview once saved." />
  ) : (
    <Preview url={url} preview={state.preview} onSelect={selectFromPreview} reveal={reveal} />
  );
  const problemsPanel = <ProblemsPanel problems={problems} onJump={jump} />;

  return (
    // The editor fills the window in the page studio; under the team studio's bars it fills what they leave,
    // so the window never scrolls its action row out of sight.
    <Box sx={{ height: team === undefined ? '100vh' : '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          flexWrap: 'wrap',
        }}
      >
        <Link href={hrefOf({ name: 'list', draft: openDraft })} onClick={leave}>
          ← All pages
        </Link>
        {/* The page by its name, its file below it; on a phone the file wraps rather than being cut to its first letters. */}
        <Box sx={{ flex: { xs: '1 1 60%', md: 1 }, minWidth: 0 }}>
          <Typography component="h1" variant="h6" sx={{ fontSize: { xs: '1rem', md: undefined }, lineHeight: 1.3 }} noWrap={wide}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }} noWrap={wide}>
            {file}
          </Typography>
        </Box>
        <Box role="status" aria-live="polite" aria-atomic="true">
          {state.check ? (
            <ProblemCounts errors={counts.errors} warnings={counts.warnings} />
          ) : (
            <Typography variant="caption">Checking…</Typography>
          )}
        </Box>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Undo (Ctrl+Z)">
            <span>
              <IconButton
                aria-label="Undo"
                disabled={!draft.canUndo}
                onClick={() => {
                  undo();
                  setAnnouncement('Undone');
                }}
              >
                <Undo />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Redo (Ctrl+Shift+Z)">
            <span>
              <IconButton
                aria-label="Redo"
                disabled={!draft.canRedo}
                onClick={() => {
                  redo();
                  setAnnouncement('Redone');
                }}
              >
                <Redo />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {!isSite && (
          <Button startIcon={<LinkIcon />} onClick={() => setWhereUsedOpen(true)}>
            Where used
          </Button>
        )}
        {/* Moving changes saved pages: not offered where this person's saves are not taken (the live version, drafts only). */}
        {!isSite && !mustStartDraft && url !== '/' && translates === undefined && <Button onClick={() => setMoving(true)}>Move…</Button>}
        {!isSite && !mustStartDraft && url !== '/' && translates === undefined && (
          <Button color="error" onClick={() => setDeleting(true)}>
            Delete…
          </Button>
        )}
        {sideBySide !== undefined && (
          <Button
            startIcon={<Translate />}
            href={hrefOf({ name: 'languages', file: sideBySide.page, draft: openDraft })}
            onClick={(event) => {
              event.preventDefault();
              if (mayLeave()) go({ name: 'languages', file: sideBySide.page, draft: openDraft });
            }}
          >
            Languages
          </Button>
        )}
        {translates !== undefined && (
          <Typography variant="caption" color="text.secondary">
            A translation of {translates.page}: it moves and goes with that page.
          </Typography>
        )}
        {/* The history is the live version's; what a draft changes is named in the draft bar. */}
        {onLive && (
          <Button startIcon={<History />} onClick={() => setHistoryOpen(true)}>
            History
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          {dirty ? 'Unsaved changes' : 'Saved'}
        </Typography>
        {onLive && (
          <Button variant={mustStartDraft ? 'contained' : 'outlined'} disabled={startingDraft} onClick={changeThisPage}>
            {startingDraft ? 'Starting a draft…' : 'Change this page'}
          </Button>
        )}
        {!mustStartDraft && (
          <Button variant="contained" disabled={!dirty} onClick={() => setReviewing(true)}>
            Review and save
          </Button>
        )}
      </Box>
      {mustStartDraft && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          This is the live version of the page. Changes go into a draft: press “Change this page” to start one — anything you have typed
          comes with you, unsaved.
        </Alert>
      )}
      {team?.presence?.({ file, draft: openDraft, text: state.text })}
      {wide ? (
        <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '280px minmax(340px, 1fr) minmax(0, 1.25fr)' }}>
          <Box sx={{ borderRight: 1, borderColor: 'divider', overflow: 'auto', bgcolor: 'background.paper' }}>
            {outline}
            {problemsPanel}
          </Box>
          <Box component="main" sx={{ overflow: 'auto', p: 2 }}>
            {form}
          </Box>
          <Box sx={{ borderLeft: 1, borderColor: 'divider', minHeight: 0 }}>{preview}</Box>
        </Box>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Tabs value={pane} onChange={(_event, value: Pane) => setPane(value)} variant="fullWidth" aria-label="Editor panes">
            <Tab value="outline" label="Outline" id="tab-outline" aria-controls="pane-outline" />
            <Tab value="form" label="Edit" id="tab-form" aria-controls="pane-form" />
            <Tab value="preview" label="Preview" id="tab-preview" aria-controls="pane-preview" />
          </Tabs>
          {/* Every pane stays mounted, so the preview keeps its page and scroll while hidden. */}
          <Box
            id="pane-outline"
            role="tabpanel"
            aria-labelledby="tab-outline"
            hidden={pane !== 'outline'}
            sx={{ flex: 1, overflow: 'auto' }}
          >
            {outline}
            {problemsPanel}
          </Box>
          <Box
            id="pane-form"
            component="main"
            role="tabpanel"
            aria-labelledby="tab-form"
            hidden={pane !== 'form'}
            sx={{ flex: 1, overflow: 'auto', p: 2 }}
          >
            {form}
          </Box>
          <Box
            id="pane-preview"
            role="tabpanel"
            aria-labelledby="tab-preview"
            sx={{ flex: 1, minHeight: 0, display: pane === 'preview' ? 'block' : 'none' }}
          >
            {preview}
          </Box>
        </Box>
      )}
      <Palette
        open={paletteOpen}
        types={state.schemas.sectionTypes}
        onClose={() => setPaletteOpen(false)}
        onPick={(type) => {
          const at = current.kind === 'section' ? current.index + 1 : sections.length;
          draft.edit({ op: 'insertItem', path: ['sections'], index: at, value: plainValue(type.example) ?? { type: type.type } });
          setPaletteOpen(false);
          select({ kind: 'section', index: at });
        }}
      />
      {reviewing && (
        <SaveDialog
          open
          file={file}
          saved={state.saved.text}
          draft={state.text}
          errors={counts.errors}
          saving={saving}
          saveLabel={team === undefined ? 'Save to file' : openDraft === undefined ? 'Save to the live pages' : 'Save into the draft'}
          oldPath={addressChange?.oldPath}
          onCancel={() => setReviewing(false)}
          onSave={(keep) => save(false, keep)}
        />
      )}
      {conflict && (
        <ConflictDialog
          key={conflict.version}
          file={file}
          opened={state.saved.text}
          onDisk={conflict.text}
          onCancel={() => {
            setConflict(undefined);
            setFieldConflict(undefined);
          }}
          onReload={() => {
            setConflict(undefined);
            setFieldConflict(undefined);
            draft.load();
          }}
          onOverwrite={() => save(true)}
          fields={
            fieldConflict && {
              conflict: fieldConflict,
              mine: state.text,
              saving,
              onSaveChosen: (text) => saveText(text, conflict.version, false),
            }
          }
        />
      )}
      {moving && (
        <MovePageDialog
          file={file}
          name={name}
          address={url}
          dirty={dirty}
          onClose={() => setMoving(false)}
          onMoved={(moved) => {
            setMoving(false);
            const others = moved.changed.filter((changed) => changed.file !== file);
            const where =
              moved.to === moved.from
                ? `${name} is kept in ${moved.file} now.`
                : `${name} is at ${moved.to} now; the old address leads there too.${moved.file === file ? '' : ` Its file is ${moved.file}.`}`;
            const notice = `${where}${others.length === 0 ? '' : ` Links changed on ${others.map((changed) => changed.name).join(', ')}.`}`;
            if (openDraft !== undefined) team?.onSaved();
            // A page whose file moved is opened from its new file.
            if (moved.file !== file) go({ name: 'edit', file: moved.file, draft: openDraft }, notice);
            else {
              setNotice(notice);
              draft.load();
            }
          }}
        />
      )}
      {deleting && (
        <DeletePageDialog
          file={file}
          name={name}
          address={url}
          dirty={dirty}
          onClose={() => setDeleting(false)}
          onDeleted={(deleted) => {
            // The draft bar lists what the draft changes: it does now.
            if (openDraft !== undefined) team?.onSaved();
            const others = deleted.changed.filter((changed) => changed.file !== deleted.to.file);
            go(
              { name: 'list', draft: openDraft },
              `${deleted.removed.name} is deleted${openDraft === undefined ? '' : ' in this draft'}; its address leads to ${deleted.to.name} now.${others.length === 0 ? '' : ` Links changed on ${others.map((changed) => changed.name).join(', ')}.`}`,
            );
          }}
        />
      )}
      {whereUsedOpen && (
        <WhereUsedPanel file={file} name={name} draft={openDraft} mayLeave={mayLeave} onClose={() => setWhereUsedOpen(false)} />
      )}
      {team && historyOpen && (
        <HistoryPanel
          file={file}
          name={name}
          canRestore={team.canRestore}
          dirty={dirty}
          onClose={() => setHistoryOpen(false)}
          onRestored={(restored) => {
            draft.saved({ path: restored.path, version: restored.version, text: restored.text });
            setAnnouncement(`Restored an earlier version of ${name}.`);
          }}
        />
      )}
      <Snackbar
        open={removed !== undefined && state.text === removed.draft}
        autoHideDuration={8000}
        // A click elsewhere (removing the next section) keeps it: it then tells of that removal.
        onClose={(_event, reason) => reason !== 'clickaway' && setRemoved(undefined)}
        message={removed?.message}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              undo();
              setRemoved(undefined);
              setAnnouncement('Undone');
            }}
          >
            Undo
          </Button>
        }
      />
      <Snackbar
        open={notice !== undefined || draft.editError !== undefined}
        autoHideDuration={6000}
        onClose={() => {
          setNotice(undefined);
          draft.clearEditError();
        }}
        message={draft.editError ?? notice}
      />
    </Box>
  );
}
