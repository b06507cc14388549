/**
 * The route tables a build writes at src/boot-contract.ts's `routeTableAddressIn`, one per
 * language: every page's address and chunk, and the chunk of the code that reads it (src/page-routes.ts refuses a table
 * written for other code). Written by the build rather than bundled, so no hashed chunk names it.
 */
export { routeTableAddress, routeTableAddressIn } from '../../src/boot-contract.ts';

export interface RouteTableRow {
  path: string;
  /** The page chunk's address, such as `/assets/retail-CclOgiyu.js`. */
  chunk: string;
}

export function routeTableFile(code: string, rows: readonly RouteTableRow[]): string {
  const table = JSON.stringify(rows.map(({ path, chunk }) => [path, chunk]));
  // A page's address is its route's id in the browser (the file names are the build's and the studio's).
  return [
    `export const code = ${JSON.stringify(code)};`,
    `export const pageRoutes = ${table}.map(([path, chunk]) => ({ id: path, path, load: () => import(chunk) }));`,
    '',
  ].join('\n');
}
