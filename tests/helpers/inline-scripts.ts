import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptHash } from '../../scripts/build/boot-script.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';

/** The `'sha256-…'` sources of a built site's script-src: the inline scripts its policy allows. */
export function allowedScriptHashes(distDir: string): string[] {
  const policy = readRoutesFile(distDir).headers['Content-Security-Policy'] ?? '';
  const scriptSrc =
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src') ?? [];
  return scriptSrc.filter((source) => source.startsWith("'sha256-"));
}

/** A script text's hash as a policy names it. */
export const hashOf = scriptHash;

/** The code inside a page's script tags (JSON-LD is data and left out), as the browser hashes it. */
export function inlineCode(distDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  return [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((match) => match[2] ?? '')
    .filter((code) => code !== '');
}
