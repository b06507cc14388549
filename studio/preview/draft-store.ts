import { assetsUsed } from '../../schema/content/assets-used.ts';
import { sameData } from '../document/values.ts';
import type { PageModule } from '../../src/page-module.ts';
import { allSections } from '../../src/sections/all-sections.ts';
import { checkDraft } from './check-draft.ts';
import { showLanguage } from './frame-language.ts';
import type { DraftDataMessage, NoteMessage } from '../api/contract/preview-messages.ts';
import { assetsFor } from './page-assets.tsx';

/** The draft the frame shows, and the edit it belongs to. */
export interface ShownDraft {
  seq: number;
  module: PageModule;
}

let shown: ShownDraft | undefined;
/** The newest edit received: an older one finishing later is not drawn over it. */
let newest = 0;
const listeners = new Set<() => void>();

export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const shownDraft = (): ShownDraft | undefined => shown;

const tellEditor = (message: NoteMessage) => window.parent.postMessage(message, window.location.origin);

/**
 * Takes the editor's newest draft: checked with the site's page schema, its icons and picture
 * sizes fetched the first time they are used, then drawn. A draft that cannot be drawn leaves the
 * last good one on the screen, and the editor is told why.
 */
export async function receiveDraft({ seq, data, language }: DraftDataMessage): Promise<void> {
  if (seq <= newest) return;
  newest = seq;
  try {
    await showLanguage(language);
  } catch (error) {
    if (seq === newest) tellEditor({ type: 'studio:note', seq, note: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (seq !== newest) return;
  const checked = checkDraft(data);
  if ('note' in checked) {
    tellEditor({ type: 'studio:note', seq, note: checked.note });
    return;
  }
  try {
    const assets = await assetsFor(assetsUsed(checked.page));
    if (seq !== newest) return;
    // Sections the edit did not touch keep their objects, so they need not render again.
    const before = shown?.module.page.sections ?? [];
    const sections = checked.page.sections.map((section, index) => {
      const old = before[index];
      return old !== undefined && sameData(old, section) ? old : section;
    });
    const last = shown?.module;
    const icons = last && sameData(last.icons, assets.icons) ? last.icons : assets.icons;
    const images = last && sameData(last.images, assets.images) ? last.images : assets.images;
    shown = { seq, module: { page: { ...checked.page, sections }, components: allSections, icons, images, alternates: [] } };
    for (const listener of listeners) listener();
    tellEditor({ type: 'studio:note', seq });
  } catch (error) {
    if (seq === newest) tellEditor({ type: 'studio:note', seq, note: error instanceof Error ? error.message : String(error) });
  }
}
