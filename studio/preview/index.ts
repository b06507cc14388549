/** The team studio's preview frame: the site's own components drawing the draft the editor sends, checked with the page schema. */
export {
  isDraftDataMessage,
  isNoteMessage,
  previewBase,
  previewModulesBase,
  previewModuleNames,
} from '../api/contract/preview-messages.ts';
export type { DraftDataMessage, NoteMessage, ReadyMessage, RenderedMessage, PreviewModuleName } from '../api/contract/preview-messages.ts';
