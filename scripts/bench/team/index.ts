/** The studio's benchmarks: authors saving under load, the preview following an edit, a publish reaching nginx, search at 2,000 pages. */
// Each is a program of its own, started by npm run bench (scripts/bench/bench.ts, team-load.ts): the bench's own
// stage imports nothing of the studio, and a program's server and browser end with it.
//   save-load/save-load-cli.ts  20 simulated authors saving every second, then every acknowledged save checked on the remote
//   preview.ts                  the team studio's preview following 50 letters typed into a heading
//   publish.ts                  from Publish to the new page on nginx, at 45 and 2,000 pages
//   site-search.ts              the page studio's search every page and where-used at 2,000 pages, first and warm
export {};
