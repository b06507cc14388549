/**
 * A small built site for the deploy tests, made in a moment instead of by the real build: the files
 * a deploy and the servers read (routes.json, nginx.conf generated as the build generates it, pages,
 * the not-found page, a hashed asset), each page saying which version it is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { htmlFileFor, type RoutesFile } from '../../scripts/server/built-site.ts';
import { nginxConf } from '../../scripts/server/hosts/nginx.ts';

const basePages = ['/', '/erp', '/pricing'];

/** Every folder the deploy tests make lives under one per process, removed after each test file (`afterAll(removeScratch)`). */
const scratchRoot = join(tmpdir(), `deploy-tests-${String(process.pid)}`);

/** A new empty folder for a test. */
export function scratchFolder(name: string): string {
  mkdirSync(scratchRoot, { recursive: true });
  return mkdtempSync(join(scratchRoot, `${name}-`));
}

export function removeScratch(): void {
  rmSync(scratchRoot, { recursive: true, force: true });
}

/** The heading of every page of a version: what a test reads back to know which release answered. */
export const headingOf = (version: string): string => `Site version ${version}`;

export interface FixtureOptions {
  /** More files, so a copy lasts long enough to be stopped in the middle. */
  extraFiles?: number;
  /** Pages besides /, /erp and /pricing. */
  extraPages?: string[];
}

/** Writes a built site saying `version` into a new temporary folder and returns the folder. */
export function builtSiteFixture(version: string, { extraFiles = 0, extraPages = [] }: FixtureOptions = {}): string {
  const pages = [...basePages, ...extraPages];
  const dir = scratchFolder(`site-${version}`);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const routes: RoutesFile = {
    baseUrl: 'https://www.example.com',
    pages,
    redirects: Object.fromEntries(pages.filter((page) => page !== '/').map((page) => [page, page])),
    aliases: {},
    headers: { 'X-Content-Type-Options': 'nosniff' },
  };
  for (const page of pages) {
    write(
      htmlFileFor(page),
      `<!DOCTYPE html>\n<html lang="en"><head><title>${page}</title></head><body><h1>${headingOf(version)}</h1></body></html>\n`,
    );
  }
  write('404.html', '<!DOCTYPE html>\n<html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>\n');
  write(`assets/app-${version}.js`, `console.log(${JSON.stringify(version)});\n`);
  for (let index = 0; index < extraFiles; index++)
    write(`assets/extra/file-${String(index)}.txt`, `${version} ${String(index)}\n`.repeat(64));
  write('routes.json', JSON.stringify(routes));
  write('nginx.conf', nginxConf(routes));
  return dir;
}
