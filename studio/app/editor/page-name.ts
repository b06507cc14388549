/** A page's name as people say it, for naming a draft after it: its menu label, or its title without the brand, or its file. */
export function pageName(data: unknown, file: string): string {
  if (file.endsWith('site.yaml')) return 'Site settings';
  const fields = typeof data === 'object' && data !== null ? data : {};
  const nav = 'nav' in fields && typeof fields.nav === 'object' && fields.nav !== null ? fields.nav : {};
  if ('label' in nav && typeof nav.label === 'string' && nav.label.trim() !== '') return nav.label.trim();
  if ('title' in fields && typeof fields.title === 'string') {
    // “Retail ERP | {brand}”: the part before the brand.
    const title = fields.title.split('|')[0]?.trim() ?? '';
    if (title !== '' && !title.includes('{')) return title;
  }
  return (
    file
      .split('/')
      .at(-1)
      ?.replace(/\.ya?ml$/, '') ?? file
  );
}
