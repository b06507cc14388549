/** The embedded server and the rules every host gets: headers, redirects, nginx.conf, _redirects, _headers. */
export { serveSite, siteHandler, liveSiteHandler, type ServeOptions } from './serve.ts';
export { serveDist, type ServedSite } from './serve-dist.ts';
export { hostFiles, htmlFileFor, readRoutesFile, routesFileName, type RoutesFile } from './built-site.ts';
export { securityHeaders, contentSecurityPolicy, cacheControlFor } from './http-headers.ts';
export { nginxConf } from './hosts/nginx.ts';
export { headersFile, redirectsFile } from './hosts/static-host.ts';

/** `npm run serve` (serve dist/ as it is) and the file it runs. */
export const serverCommands = { serve: 'scripts/server/serve.ts' } as const;
