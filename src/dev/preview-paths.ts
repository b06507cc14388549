/**
 * In the page studio's preview frame: which part of a section's data an element of the page
 * shows, and back. The page's own components carry no marks for this; the text they render is
 * matched against the section's data (tokens already filled in), so any section type works.
 */

/** A path into the page's data, as the loader's problems write it: `['sections', 2, 'cards', 0, 'title']`. */
export type DataPath = (string | number)[];

/** A piece of visible text in the data and where it is. */
interface Leaf {
  path: DataPath;
  text: string;
}

/** A list item (a card, a question, a button) and the texts inside it. */
interface Item {
  path: DataPath;
  texts: string[];
}

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

function collect(value: unknown, path: DataPath, leaves: Leaf[], items: Item[]): string[] {
  if (typeof value === 'string') {
    const text = words(value);
    if (text !== '') leaves.push({ path, text });
    return text === '' ? [] : [text];
  }
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index): [number, unknown] => [index, item])
    : Object.entries(value);
  const texts = entries.flatMap(([key, item]) => collect(item, [...path, key], leaves, items));
  if (!Array.isArray(value) && typeof path.at(-1) === 'number' && texts.length > 0) items.push({ path, texts });
  return texts;
}

/** Everything a reader gets from an element: its words and its pictures' descriptions. */
function shownText(element: Element): string {
  const alts = [...element.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt') ?? '');
  return words([element.textContent, ...alts].join(' '));
}

/**
 * The texts and list items of one section under `['sections', index]`, keeping only texts the
 * wrapper shows (an icon's name or a link's address is data, not words on the page).
 */
function sectionParts(section: unknown, index: number, wrapper: Element): { leaves: Leaf[]; items: Item[] } {
  const leaves: Leaf[] = [];
  const items: Item[] = [];
  collect(section, ['sections', index], leaves, items);
  const shown = shownText(wrapper);
  return {
    leaves: leaves.filter((leaf) => shown.includes(leaf.text)),
    items: items
      .map((item) => ({ ...item, texts: item.texts.filter((text) => shown.includes(text)) }))
      .filter((item) => item.texts.length > 0),
  };
}

const under = (path: DataPath, base: DataPath): boolean => base.every((key, index) => path[index] === key);

/** Whether an element shows the item's texts and no other text of the section (not a bigger block around it). */
function fitsItem(text: string, item: Item, leaves: readonly Leaf[]): boolean {
  if (!item.texts.every((part) => text.includes(part))) return false;
  return !leaves.some(
    (leaf) => !under(leaf.path, item.path) && !item.texts.some((part) => part.includes(leaf.text)) && text.includes(leaf.text),
  );
}

/** The data an element shows: the element (or its nearest ancestor inside the section) that matches, and its path. */
export function pathOfElement(target: Element, wrapper: Element, section: unknown, index: number): { path: DataPath; element: Element } {
  const { leaves, items } = sectionParts(section, index, wrapper);
  for (let node: Element | null = target; node !== null && node !== wrapper; node = node.parentElement) {
    const alt = node instanceof HTMLImageElement ? words(node.alt) : '';
    const text = alt !== '' ? alt : words(node.textContent);
    if (text === '') continue;
    const leaf = leaves.find((candidate) => candidate.text === text);
    if (leaf) return { path: leaf.path, element: node };
    // A word or two inside a longer text (a link or bold words in a paragraph): the one text holding it.
    const holders = text.length >= 3 ? leaves.filter((candidate) => candidate.text.includes(text)) : [];
    if (holders.length === 1 && holders[0]) return { path: holders[0].path, element: node };
    const item = items.filter((candidate) => fitsItem(text, candidate, leaves)).sort((a, b) => b.path.length - a.path.length)[0];
    if (item) return { path: item.path, element: node };
  }
  return { path: ['sections', index], element: wrapper.firstElementChild ?? wrapper };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path inside a section (`path` starts with `['sections', index]`). */
function valueAt(section: unknown, path: DataPath): unknown {
  return path
    .slice(2)
    .reduce<unknown>((here, key) => (Array.isArray(here) ? here[Number(key)] : isRecord(here) ? here[String(key)] : undefined), section);
}

/** The smallest element inside `wrapper` whose text holds every one of `texts`. */
function smallestHolding(wrapper: Element, texts: string[]): Element | undefined {
  let best: Element | undefined;
  for (const element of wrapper.querySelectorAll('*')) {
    const alt = element instanceof HTMLImageElement ? words(element.alt) : '';
    const text = alt !== '' ? alt : words(element.textContent);
    if (texts.every((part) => text.includes(part)) && (best === undefined || best.contains(element))) best = element;
  }
  return best;
}

/** The element showing the data at `path`, or the nearest part that shows something of it. */
export function elementOfPath(path: DataPath, wrapper: Element, section: unknown): Element {
  for (let length = path.length; length > 2; length -= 1) {
    const at = path.slice(0, length);
    const { leaves } = sectionParts(valueAt(section, at), 0, wrapper);
    const texts = leaves.map((leaf) => leaf.text);
    const found = texts.length > 0 ? smallestHolding(wrapper, texts) : undefined;
    if (found) return found;
  }
  return wrapper.firstElementChild ?? wrapper;
}
