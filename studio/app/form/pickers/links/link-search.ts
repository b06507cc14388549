import { isSafeHref } from '../../../../../schema/fields.ts';
import type { LinkTarget } from '../../../../api/contract/studio-api.ts';

/** A page the search found, with the places on it (`#anchors`) that match too. */
export interface LinkMatch {
  target: LinkTarget;
  /** The anchors the search matched; empty when only the page matched (or there is no search). */
  anchors: string[];
}

/** The pages whose title, address or anchors hold every word of the search, in the list's order. */
export function searchLinks(targets: readonly LinkTarget[], search: string): LinkMatch[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return targets.map((target) => ({ target, anchors: [] }));
  const holds = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  return targets.flatMap((target) => {
    const anchors = target.anchors.filter(
      (anchor) =>
        holds(`${target.title} ${target.path} ${target.path}#${anchor}`) &&
        words.some((word) => anchor.toLowerCase().includes(word.replace(/^#/, ''))),
    );
    return holds(`${target.title} ${target.path}`) || anchors.length > 0 ? [{ target, anchors }] : [];
  });
}

/** An address on the web the validator takes for a link: https:, a host with a dot, one a browser can open. */
export const isWebAddress = (text: string): boolean => /^https:\/\//i.test(text) && isSafeHref(text);

export const webAddressHint = 'Write a full address starting with https://';
