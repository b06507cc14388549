import { refusals } from './refusals.ts';

/** Where studio/README.md holds the table written from the catalogue. */
export const tableStart = '<!-- refusals: written by `npm run refusals` from studio/api/contract/refusals.ts -->';
export const tableEnd = '<!-- end of refusals -->';

const cell = (text: string): string => text.replaceAll('|', '\\|');

/** The catalogue as a Markdown table, by status. */
export function refusalTable(): string {
  const rows = Object.entries(refusals)
    .sort(([, a], [, b]) => a.status - b.status)
    .map(([code, entry]) => `| ${entry.status} | \`${code}\` | ${cell(entry.when)} | ${cell(entry.todo)} |`);
  return ['| Status | `error` | When | What to do |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The README with its table written again from the catalogue; undefined when it has no place for one. */
export function withRefusalTable(readme: string): string | undefined {
  const start = readme.indexOf(tableStart);
  const end = readme.indexOf(tableEnd);
  if (start === -1 || end < start) return undefined;
  return `${readme.slice(0, start + tableStart.length)}\n\n${refusalTable()}\n\n${readme.slice(end)}`;
}
