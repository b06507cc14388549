/**
 * The route table a build writes at src/boot-contract.ts's `routeTableAddress`: every page's id,
 * address and chunk, and the chunk of the code that reads it (src/page-routes.ts refuses a table
 * written for other code). Written by the build rather than bundled, so no hashed chunk names it.
 */
export { routeTableAddress } from '../../src/boot-contract.ts';

export interface RouteTableRow {
  id: string;
  path: string;
  /** The page chunk's address, such as `/assets/retail-CclOgiyu.js`. */
  chunk: string;
}

export function routeTableFile(code: string, rows: readonly RouteTableRow[]): string {
  const table = JSON.stringify(rows.map(({ id, path, chunk }) => [id, path, chunk]));
  return [
    `export const code = ${JSON.stringify(code)};`,
    `export const pageRoutes = ${table}.map(([id, path, chunk]) => ({ id, path, load: () => import(chunk) }));`,
    '',
  ].join('\n');
}
