/** One page of each kind the site has, the pages its performance figures are measured on. */
export const pageKinds = [
  { name: 'home', path: '/' },
  { name: 'module', path: '/material-management' },
  { name: 'industry', path: '/retail' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact-us' },
] as const;
