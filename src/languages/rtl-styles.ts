import type { StylisPlugin } from '@emotion/cache';
import { transform } from 'cssjanus';

/** How Stylis names a declaration (`margin-left:8px;`) among the parts of a style it hands a plugin. */
const declaration = 'decl';

/**
 * The style cache's plugin for a right-to-left language: in each declaration left and right
 * change places (margins, padding, positions, borders, corners, floats), as MUI's guide to
 * right-to-left asks of a style cache. Declaration by declaration, so it needs none of Stylis's
 * own code beside the copy the site's styles already load. Only a right-to-left page loads it
 * (src/entry-client.tsx): a page in any other language carries none of it.
 */
export const rtlStyles: StylisPlugin = (element) => {
  if (element.type === declaration) element.return = transform(element.value);
};
