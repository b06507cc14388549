/**
 * A page's chunk is bundled with a hole where its data goes (compile.ts, `pageDataHole`); the build
 * fills it in, and names the chunk after its content, as the bundler names every other chunk.
 */
import { BuildFailure } from './build-failure.ts';
import { hashOf } from './build-record.ts';
import { pageDataHole } from './compile.ts';
import type { PageEntry } from '../../schema/model/site-model.ts';

export interface FilledChunk {
  text: string;
  /** Where the data starts and ends in `text`. */
  dataAt: [number, number];
}

/** The chunk with its data in the hole. */
export function fillPageChunk(template: string, literal: string, file: string): FilledChunk {
  const at = template.indexOf(pageDataHole);
  if (at === -1 || template.includes(pageDataHole, at + 1))
    throw new BuildFailure(`The page chunk ${file} does not have exactly one place for its data (${pageDataHole}).`);
  return { text: `${template.slice(0, at)}${literal}${template.slice(at + pageDataHole.length)}`, dataAt: [at, at + literal.length] };
}

/** A filled chunk with other data in place of its own. */
export function refillPageChunk(chunk: string, dataAt: readonly [number, number], literal: string): FilledChunk {
  const [start, end] = dataAt;
  return { text: `${chunk.slice(0, start)}${literal}${chunk.slice(end)}`, dataAt: [start, start + literal.length] };
}

/** The chunk's file in the built site, named after its content: `assets/retail-<hash>.js`, a translation's `assets/es-retail-<hash>.js`. */
export function pageChunkFile(entry: Pick<PageEntry, 'id' | 'translates'>, text: string): string {
  const name = entry.id.split('/').at(-1) ?? entry.id;
  return `assets/${entry.translates ? `${entry.translates.language}-` : ''}${name}-${hashOf(text).slice(0, 8)}.js`;
}
