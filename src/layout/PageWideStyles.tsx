import CssBaseline from '@mui/material/CssBaseline';
import { pageWideStylesPrerendered } from '../prerendered-styles.ts';

/**
 * MUI's page-wide baseline. Rendered by the prerender, which puts it in the head; in the browser
 * only where the document does not carry it already (a page drawn without a prerender). It renders
 * no element, so leaving it out does not change what React hydrates.
 */
export function PageWideStyles() {
  return pageWideStylesPrerendered() ? null : <CssBaseline />;
}
