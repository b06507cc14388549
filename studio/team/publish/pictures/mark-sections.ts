import type { MarkLook, SectionMark } from '../../../api/contract/pictures.ts';

/** A mark as the page draws it: the section, its words and its colour. */
export interface DrawnMark {
  section: number;
  label: string;
  colour: string;
  dashed: boolean;
}

/** How each kind of mark looks; the answer sends the same list to the request screen for its legend. */
export const markLooks: MarkLook[] = [
  { kind: 'changed', label: 'Changed', meaning: 'the draft changes this section', colour: '#c2185b', dashed: false },
  { kind: 'added', label: 'Added', meaning: 'a section the draft adds', colour: '#1b7f3b', dashed: false },
  { kind: 'removed', label: 'Removed', meaning: 'a section the draft takes out', colour: '#5b3fa8', dashed: true },
];

export const drawnMarks = (marks: readonly SectionMark[]): DrawnMark[] =>
  marks.flatMap((mark) => {
    const look = markLooks.find((candidate) => candidate.kind === mark.kind);
    return look === undefined ? [] : [{ section: mark.section, label: look.label, colour: look.colour, dashed: look.dashed }];
  });

/**
 * Runs inside the pictured page (Playwright sends its source): outlines each marked section with a
 * box laid over the page, with its label in the top left corner, leaving the page's own layout as
 * it is. The sections are found the way the site renders them: each is a part React hydrates on
 * its own, between `<!--$-->` and `<!--/$-->` inside `<main>` (src/pages/PageView.tsx); a page
 * without those marks falls back to the children of `<main>`. Answers how many sections it found.
 */
export function drawMarksInPage(marks: readonly DrawnMark[]): number {
  const main = document.querySelector('main');
  if (main === null) return 0;
  const sections: Element[][] = [];
  let current: Element[] | undefined;
  let depth = 0;
  for (const node of main.childNodes) {
    if (node instanceof Comment) {
      if (node.data.startsWith('$')) {
        if (depth === 0) {
          current = [];
          sections.push(current);
        }
        depth += 1;
      } else if (node.data === '/$') {
        depth = Math.max(0, depth - 1);
        if (depth === 0) current = undefined;
      }
    } else if (node instanceof Element && current !== undefined) current.push(node);
  }
  const found = sections.length > 0 ? sections : [...main.children].map((element) => [element]);
  for (const mark of marks) {
    const boxes = (found[mark.section] ?? []).map((element) => element.getBoundingClientRect()).filter((box) => box.height > 0);
    if (boxes.length === 0) continue;
    const top = Math.min(...boxes.map((box) => box.top)) + window.scrollY;
    const bottom = Math.max(...boxes.map((box) => box.bottom)) + window.scrollY;
    const outline = document.createElement('div');
    outline.setAttribute('aria-hidden', 'true');
    Object.assign(outline.style, {
      position: 'absolute',
      left: '4px',
      width: `${String(document.documentElement.clientWidth - 8)}px`,
      top: `${String(top + 2)}px`,
      height: `${String(Math.max(bottom - top - 4, 8))}px`,
      border: `5px ${mark.dashed ? 'dashed' : 'solid'} ${mark.colour}`,
      borderRadius: '6px',
      boxSizing: 'border-box',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    const label = document.createElement('span');
    label.textContent = mark.label;
    Object.assign(label.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      background: mark.colour,
      color: '#ffffff',
      font: '700 15px/1.2 system-ui, sans-serif',
      letterSpacing: '0.02em',
      padding: '5px 12px 6px',
      borderBottomRightRadius: '6px',
    });
    outline.append(label);
    document.body.append(outline);
  }
  return found.length;
}
