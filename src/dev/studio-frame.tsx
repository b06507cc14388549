import { memo, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { AssetsProvider } from '../assets.tsx';
import type { PageModule } from '../page-module.ts';
import { PageHead } from '../pages/PageHead.tsx';
import { SectionPart } from '../pages/PageView.tsx';
import { elementOfPath, pathOfElement, type DataPath } from './preview-paths.ts';

/**
 * Dev server only, inside the page studio's preview frame: click a text, card, question or button
 * to edit it in the studio; hovering outlines what a click would select; a field chosen in the
 * studio's form is scrolled to and outlined here. The marks this needs (`data-studio-section`)
 * exist only in this frame, never in a built page.
 */

export const inStudioFrame = (): boolean => typeof window !== 'undefined' && window.parent !== window;

const sectionAttribute = 'data-studio-section';

/** The page the frame shows now, for matching elements with its data. */
let shownSections: readonly unknown[] = [];

const neverChanges = () => () => undefined;

/** One box drawn over the page (hover or selection); it never takes a click. */
function overlay(colour: string, style: 'dashed' | 'solid'): { show: (element: Element | undefined, label?: string) => void } {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'absolute',
    pointerEvents: 'none',
    zIndex: '2147483646',
    border: `2px ${style} ${colour}`,
    borderRadius: '4px',
    display: 'none',
  });
  const tag = document.createElement('span');
  Object.assign(tag.style, {
    position: 'absolute',
    top: '-22px',
    left: '-2px',
    background: colour,
    color: '#fff',
    font: '12px/20px system-ui, sans-serif',
    padding: '0 6px',
    borderRadius: '4px 4px 0 0',
    whiteSpace: 'nowrap',
  });
  box.append(tag);
  let current: Element | undefined;
  const place = () => {
    if (!current || !current.isConnected) {
      box.style.display = 'none';
      return;
    }
    const rect = current.getBoundingClientRect();
    Object.assign(box.style, {
      display: 'block',
      left: `${rect.left + window.scrollX - 3}px`,
      top: `${rect.top + window.scrollY - 3}px`,
      width: `${rect.width + 2}px`,
      height: `${rect.height + 2}px`,
    });
  };
  window.addEventListener('resize', place);
  return {
    show(element, label) {
      if (!box.isConnected) document.body.append(box);
      current = element;
      tag.textContent = label ?? '';
      tag.style.display = label ? 'block' : 'none';
      place();
    },
  };
}

/** The section wrapper an element is in, with its index and data. */
function sectionOf(target: Element): { wrapper: Element; index: number; section: unknown } | undefined {
  const wrapper = target.closest(`[${sectionAttribute}]`);
  const index = Number(wrapper?.getAttribute(sectionAttribute));
  if (!wrapper || !Number.isInteger(index)) return undefined;
  return { wrapper, index, section: shownSections[index] };
}

/** What the studio sends: show the element of a field. */
function isReveal(value: unknown): value is { type: 'studio:reveal'; path: DataPath } {
  if (typeof value !== 'object' || value === null || !('type' in value) || value.type !== 'studio:reveal' || !('path' in value))
    return false;
  return Array.isArray(value.path) && value.path.every((key) => typeof key === 'string' || typeof key === 'number');
}

let listening = false;

/** Click, hover and the studio's reveal requests, installed once. */
function listen(): void {
  if (listening) return;
  listening = true;
  const hover = overlay('#1565c0', 'dashed');
  const chosen = overlay('#6a1b9a', 'solid');
  const send = (message: object) => window.parent.postMessage(message, window.location.origin);

  document.addEventListener('mouseover', (event) => {
    const target = event.target instanceof Element ? event.target : undefined;
    const found = target ? sectionOf(target) : undefined;
    if (!target || !found) {
      hover.show(undefined);
      return;
    }
    hover.show(pathOfElement(target, found.wrapper, found.section, found.index).element, 'Click to edit');
  });
  document.addEventListener('mouseleave', () => hover.show(undefined));
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : undefined;
      const found = target ? sectionOf(target) : undefined;
      if (!target || !found) return;
      // A link inside a section is chosen for editing, not followed; questions and tabs still open.
      if (target.closest('a[href]')) event.preventDefault();
      const { path, element } = pathOfElement(target, found.wrapper, found.section, found.index);
      chosen.show(element);
      send({ type: 'studio:select', path });
    },
    true,
  );
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || !isReveal(event.data)) return;
    const index = Number(event.data.path[1]);
    const wrapper = document.querySelector(`[${sectionAttribute}="${index}"]`);
    if (event.data.path[0] !== 'sections' || !wrapper) {
      chosen.show(undefined);
      return;
    }
    const element = elementOfPath(event.data.path, wrapper, shownSections[index]);
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    chosen.show(element);
  });
}

/** A section renders again only when its data changed: a draft keeps the objects of the sections an edit did not touch. */
const UnchangedSectionSkipped = memo(SectionPart);

/**
 * The page as PageView draws it, each section inside a box-less wrapper that says its position.
 * The wrappers come after the first render, so the page the dev server sent is hydrated as it is.
 */
export function StudioPageView({ module }: { module: PageModule }) {
  const { page, components, icons, images } = module;
  // False while the page the dev server sent hydrates, true on every render after it.
  const marked = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  useLayoutEffect(() => {
    shownSections = page.sections;
  }, [page.sections]);
  useEffect(listen, []);
  const assets = useMemo(() => ({ icons, images }), [icons, images]);
  return (
    <AssetsProvider value={assets}>
      <PageHead title={page.title} description={page.description} path={page.path} />
      {page.sections.map((section, index) =>
        marked ? (
          <div key={index} {...{ [sectionAttribute]: index }} style={{ display: 'contents' }}>
            <UnchangedSectionSkipped section={section} components={components} />
          </div>
        ) : (
          <SectionPart key={index} section={section} components={components} />
        ),
      )}
    </AssetsProvider>
  );
}
