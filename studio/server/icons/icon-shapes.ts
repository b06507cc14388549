import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconShape } from '../../api/contract/studio-api.ts';

/** An element of an icon's SVG: `path`, `g`, `defs`…, with its attributes as SVG writes them. */
interface Element {
  tag: string;
  attributes: Map<string, string>;
  children: Element[];
}

const shapeTags: ReadonlySet<string> = new Set(['path', 'circle', 'ellipse', 'rect']);
const isShapeTag = (tag: string): tag is IconShape['tag'] => shapeTags.has(tag);

const number = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?%?$/;
/**
 * The attributes a drawn icon keeps, with what their values may be: geometry, opacity, fill rule
 * and plain numeric transforms. Nothing else (no `style`, no `href`, no event): the studio renders
 * these as React props (studio/preview/IconDrawing.tsx).
 */
const allowed: ReadonlyMap<string, RegExp> = new Map([
  ['d', /^[MmLlHhVvCcSsQqTtAaZz0-9.,\se+-]*$/],
  ...['cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'opacity', 'fill-opacity'].map((name): [string, RegExp] => [name, number]),
  ['fill-rule', /^(evenodd|nonzero)$/],
  ['clip-rule', /^(evenodd|nonzero)$/],
  ['transform', /^(\s*(scale|translate|rotate|matrix)\([0-9.,\se+-]*\))+\s*$/],
]);

/** What React escapes in attribute values. */
const entities: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);

/**
 * The element tree of the `<svg>` React rendered: only tags and quoted attributes, as
 * renderToStaticMarkup writes them (every element closed, no text inside an icon).
 */
function svgTree(markup: string): Element[] {
  const root: Element = { tag: '', attributes: new Map(), children: [] };
  const open: Element[] = [root];
  const svg = markup.slice(markup.indexOf('<svg'));
  for (const [, closing, tag = '', attributes = '', selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g,
  )) {
    if (closing) {
      open.pop();
      continue;
    }
    const element: Element = {
      tag,
      attributes: new Map([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, unescape(value)])),
      children: [],
    };
    open.at(-1)?.children.push(element);
    if (!selfClosing) open.push(element);
  }
  return root.children.find((element) => element.tag === 'svg')?.children ?? [];
}

const product = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined ? a : String(Number(a) * Number(b));

/** The shapes of a tree, with what a group sets (opacity, fill rule) carried down to each shape; `<use>` draws what `<defs>` holds. */
function flatten(elements: readonly Element[], inherited: Map<string, string>, defined: Map<string, Element>): IconShape[] {
  return elements.flatMap((element): IconShape[] => {
    if (element.tag === 'defs') {
      for (const child of element.children) {
        const id = child.attributes.get('id');
        if (id !== undefined) defined.set(id, child);
      }
      return [];
    }
    if (element.tag === 'use') {
      const target = defined.get((element.attributes.get('xlink:href') ?? element.attributes.get('href') ?? '').replace(/^#/, ''));
      return target === undefined ? [] : flatten([target], inherited, defined);
    }
    const attributes = new Map(inherited);
    for (const [name, value] of element.attributes)
      attributes.set(name, name === 'opacity' ? (product(inherited.get(name), value) ?? value) : value);
    if (!isShapeTag(element.tag)) {
      // A group: only what it passes down to its shapes counts.
      const passed = new Map([...attributes].filter(([name]) => name === 'opacity' || name === 'fill-rule' || name === 'fill-opacity'));
      return flatten(element.children, passed, defined);
    }
    const kept: Record<string, string> = {};
    for (const [name, value] of attributes) if (allowed.get(name)?.test(value) === true) kept[name] = value;
    return [{ tag: element.tag, attributes: kept }];
  });
}

/** The shapes an SVG draws (`path`, `circle`, `ellipse`, `rect`, in groups or not), with only their safe attributes. */
export function svgShapes(markup: string): IconShape[] {
  return flatten(svgTree(markup), new Map(), new Map());
}

/** A module whose default export can be rendered: an icon of @mui/icons-material is a memoised component, an object. */
function isComponentModule(module: unknown): module is { default: ElementType } {
  if (typeof module !== 'object' || module === null || !('default' in module)) return false;
  const component = module.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

/**
 * The shapes a Material icon draws: its component from `@mui/icons-material/<name>`, rendered to
 * SVG as MUI renders it. `name` must be one the validator accepts (schema/content/checks.ts).
 */
export async function iconShapes(name: string): Promise<IconShape[]> {
  const module: unknown = await import(`@mui/icons-material/${name}`);
  if (!isComponentModule(module)) return [];
  return svgShapes(renderToStaticMarkup(createElement(module.default)));
}
