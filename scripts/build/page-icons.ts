import { fileURLToPath } from 'node:url';

const iconPrefix = 'virtual:page-icon/';

/**
 * A page's own copy of a Material icon. Shared icon modules would each become a tiny chunk of
 * their own, a request apiece on first load; a copy per page compresses into the page's chunk.
 */
export function pageIconId(pageId: string, name: string): string {
  return `${iconPrefix}${pageId}/${name}`;
}

/**
 * What a page's icon copy resolves to: the icon's own module, found through the exports of
 * @mui/icons-material, with the page in its query. The bundler takes each query as a module of its
 * own, so every page gets its copy, and the module's own imports resolve as in the package.
 */
export function pageIconModule(id: string): string | undefined {
  if (!id.startsWith(iconPrefix)) return undefined;
  const owner = id.slice(iconPrefix.length, id.lastIndexOf('/'));
  const name = id.slice(id.lastIndexOf('/') + 1);
  // Names come from checked pages; anything else is not an icon's module.
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return undefined;
  // The page's id may hold a `/`, which would change the module's folder.
  return `${fileURLToPath(import.meta.resolve(`@mui/icons-material/${name}`))}?page-icon=${encodeURIComponent(owner)}`;
}
