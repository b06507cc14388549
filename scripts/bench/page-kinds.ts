/** One page of each kind the site has, and the home page in Spanish: the pages its performance figures are measured on. */
export const pageKinds = [
  { name: 'home', path: '/' },
  { name: 'module', path: '/material-management' },
  { name: 'industry', path: '/retail' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact-us' },
  // The home page in the site's second language: its own site data, words and route table.
  { name: 'home-es', path: '/es' },
] as const;
