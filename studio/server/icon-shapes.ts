import type { IconShape } from './api-types.ts';

/** An element as an icon module writes it: `_jsx("path", { d: "…" })`, a group, or a list of them. */
interface Element {
  /** `path`, `g`, `defs`…, or `Fragment` for `React.Fragment`. */
  tag: string;
  props: Map<string, string>;
  children: Element[];
}

const shapeTags: ReadonlySet<string> = new Set(['path', 'circle', 'ellipse', 'rect']);
const isShapeTag = (tag: string): tag is IconShape['tag'] => shapeTags.has(tag);

const number = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?%?$/;
/**
 * The attributes a drawn icon keeps, with what their values may be: geometry, opacity, fill rule
 * and plain numeric transforms. Nothing else (no `style`, no `href`, no event): the studio renders
 * these as React props.
 */
const allowed: ReadonlyMap<string, RegExp> = new Map([
  ['d', /^[MmLlHhVvCcSsQqTtAaZz0-9.,\se+-]*$/],
  ...['cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'opacity', 'fillOpacity'].map((name): [string, RegExp] => [name, number]),
  ['fillRule', /^(evenodd|nonzero)$/],
  ['clipRule', /^(evenodd|nonzero)$/],
  ['transform', /^(\s*(scale|translate|rotate|matrix)\([0-9.,\se+-]*\))+\s*$/],
]);

/** Reads the call tree of an icon module; throws on anything it does not know, and the icon is then shown blank. */
class Reader {
  private at = 0;

  constructor(private readonly text: string) {}

  private space(): void {
    for (;;) {
      const skipped = /\s*(\/\*[\s\S]*?\*\/)?/y;
      skipped.lastIndex = this.at;
      const match = skipped.exec(this.text);
      const end = this.at + (match?.[0].length ?? 0);
      if (end === this.at) return;
      this.at = end;
    }
  }

  private take(pattern: RegExp): string | undefined {
    this.space();
    const sticky = new RegExp(pattern.source, 'y');
    sticky.lastIndex = this.at;
    const match = sticky.exec(this.text);
    if (match === null) return undefined;
    this.at += match[0].length;
    return match[0];
  }

  private expect(pattern: RegExp): string {
    const taken = this.take(pattern);
    if (taken === undefined) throw new Error(`expected ${pattern.source} at ${this.at}`);
    return taken;
  }

  private string(): string | undefined {
    const literal = this.take(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/);
    if (literal === undefined) return undefined;
    const inner = literal.slice(1, -1);
    return literal.startsWith('"') ? String(JSON.parse(literal)) : inner.replace(/\\(.)/g, '$1');
  }

  /** `_jsx(…)` (ES module) or `(0, _jsxRuntime.jsx)(…)` (CommonJS), as an element. */
  private element(): Element | undefined {
    if (this.take(/(_jsxs?|\(0,\s*_jsxRuntime\.jsxs?\))\(/) === undefined) return undefined;
    const tag = this.string() ?? this.expect(/[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*/).split('.').at(-1) ?? '';
    this.expect(/,/);
    this.expect(/\{/);
    const element: Element = { tag, props: new Map(), children: [] };
    while (this.take(/\}/) === undefined) {
      const name = this.expect(/[A-Za-z_$][\w$]*/);
      this.expect(/:/);
      if (name === 'children') element.children.push(...this.elements());
      else element.props.set(name, this.string() ?? this.expect(/-?[\d.]+/));
      this.take(/,/);
    }
    // A key: `}, "0")`.
    if (this.take(/,/) !== undefined) this.string();
    this.expect(/\)/);
    return element;
  }

  /** One element, or a list of them in `[…]`. */
  elements(): Element[] {
    if (this.take(/\[/) !== undefined) {
      const list: Element[] = [];
      while (this.take(/\]/) === undefined) {
        const element = this.element();
        if (element === undefined) throw new Error(`expected an element at ${this.at}`);
        list.push(element);
        this.take(/,/);
      }
      return list;
    }
    const element = this.element();
    if (element === undefined) throw new Error(`expected an element at ${this.at}`);
    return [element];
  }

  /** Moves to what `createSvgIcon(` draws. */
  start(): void {
    const found = /(createSvgIcon|_createSvgIcon\.default\))\(/.exec(this.text);
    if (found === null) throw new Error('no createSvgIcon call');
    this.at = found.index + found[0].length;
  }
}

const product = (a: string | undefined, b: string | undefined): string | undefined => (a === undefined ? b : b === undefined ? a : String(Number(a) * Number(b)));

/** The shapes of a tree, with what a group sets (opacity, fill rule) carried down to each shape; `<use>` draws what `<defs>` holds. */
function flatten(elements: readonly Element[], inherited: Map<string, string>, defined: Map<string, Element>): IconShape[] {
  return elements.flatMap((element): IconShape[] => {
    if (element.tag === 'defs') {
      for (const child of element.children) {
        const id = child.props.get('id');
        if (id !== undefined) defined.set(id, child);
      }
      return [];
    }
    if (element.tag === 'use') {
      const target = defined.get((element.props.get('xlinkHref') ?? element.props.get('href') ?? '').replace(/^#/, ''));
      return target === undefined ? [] : flatten([target], inherited, defined);
    }
    const props = new Map(inherited);
    for (const [name, value] of element.props) props.set(name, name === 'opacity' ? (product(inherited.get(name), value) ?? value) : value);
    if (!isShapeTag(element.tag)) {
      // A group or fragment: only what it passes down to its shapes counts.
      const passed = new Map([...props].filter(([name]) => name === 'opacity' || name === 'fillRule' || name === 'fillOpacity'));
      return flatten(element.children, passed, defined);
    }
    const attributes: Record<string, string> = {};
    for (const [name, value] of props) if (allowed.get(name)?.test(value) === true) attributes[name] = value;
    return [{ tag: element.tag, attributes }];
  });
}

/**
 * The shapes an icon module of @mui/icons-material draws (`createSvgIcon(_jsx("path", { d: "…" }), 'Name')`,
 * or a list of `path`, `circle`, `ellipse`, `rect`, in groups or not), with only their safe
 * attributes. An icon written in a way this does not read is drawn as nothing.
 */
export function iconShapes(moduleText: string): IconShape[] {
  try {
    const reader = new Reader(moduleText);
    reader.start();
    return flatten(reader.elements(), new Map(), new Map());
  } catch {
    return [];
  }
}
