/** A page's address as its data writes it (`path`, starting with `/`), or undefined. */
export const pathOf = (data: unknown): string | undefined => {
  const path: unknown = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
};

/** The other addresses a page's data writes (`aliases`), the strings among them. */
export const aliasesOf = (data: unknown): string[] => {
  const aliases: unknown = typeof data === 'object' && data !== null && 'aliases' in data ? data.aliases : undefined;
  return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === 'string') : [];
};
