// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { elementOfPath, pathOfElement } from '../../src/dev/preview-paths.ts';
import { pathOfFieldId } from '../../studio/app/editor/field-paths.ts';
import { fieldId } from '../../studio/app/form/paths.ts';

/** A card grid as a section component draws it: heading, then cards with an icon, a title and a text. */
const section = {
  type: 'card-grid',
  heading: 'Built for Wholesale',
  cards: [
    { title: 'Stock', icon: 'Inventory2', text: 'Every pallet counted.' },
    { title: 'Orders', icon: 'Insights', text: 'Orders from every channel, in one place.', link: { label: 'More', href: '/pricing' } },
  ],
};

function draw(): Element {
  document.body.innerHTML = `
    <div data-studio-section="3" style="display: contents">
      <section>
        <h2 id="h">Built for Wholesale</h2>
        <ul>
          <li id="card0"><svg id="icon0"></svg><h3>Stock</h3><p>Every pallet counted.</p></li>
          <li id="card1"><svg></svg><h3>Orders</h3><p id="text1">Orders from <strong id="bold">every channel</strong>, in one place.</p><a id="more" href="/pricing">More</a></li>
        </ul>
      </section>
    </div>`;
  const wrapper = document.querySelector('[data-studio-section]');
  if (!wrapper) throw new Error('not drawn');
  return wrapper;
}

const byId = (id: string): Element => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
};

describe('clicking the preview finds the field', () => {
  test('a heading is its own text field', () => {
    const wrapper = draw();
    expect(pathOfElement(byId('h'), wrapper, section, 3)).toEqual({ path: ['sections', 3, 'heading'], element: byId('h') });
  });

  test('bold words inside a text choose the text they are in', () => {
    const wrapper = draw();
    expect(pathOfElement(byId('bold'), wrapper, section, 3).path).toEqual(['sections', 3, 'cards', 1, 'text']);
  });

  test('a button chooses its label, an icon chooses its card', () => {
    const wrapper = draw();
    expect(pathOfElement(byId('more'), wrapper, section, 3).path).toEqual(['sections', 3, 'cards', 1, 'link', 'label']);
    expect(pathOfElement(byId('icon0'), wrapper, section, 3)).toEqual({ path: ['sections', 3, 'cards', 0], element: byId('card0') });
  });

  test('an empty place of the section chooses the section', () => {
    const wrapper = draw();
    expect(pathOfElement(wrapper.querySelector('ul') ?? wrapper, wrapper, section, 3).path).toEqual(['sections', 3]);
  });
});

describe('a field chosen in the form is found in the preview', () => {
  test('a text, a card, and fields that show no words of their own', () => {
    const wrapper = draw();
    expect(elementOfPath(['sections', 3, 'heading'], wrapper, section)).toBe(byId('h'));
    expect(elementOfPath(['sections', 3, 'cards', 1, 'text'], wrapper, section)).toBe(byId('text1'));
    // An icon name and an address are not shown as words: their card and their link are.
    expect(elementOfPath(['sections', 3, 'cards', 0, 'icon'], wrapper, section)).toBe(byId('card0'));
    expect(elementOfPath(['sections', 3, 'cards', 1, 'link', 'href'], wrapper, section)).toBe(byId('more'));
  });
});

describe("a field's id gives its path back", () => {
  test.each([[['sections', 2, 'cards', 0, 'icon']], [['nav', 'group']], [['tokens', 'brand-slug']], [['a_b', 'x y', 10]]])('%j', (path) => {
    expect(pathOfFieldId(fieldId(path))).toEqual(path);
  });
  test('parts of a field and other ids are not fields', () => {
    expect(pathOfFieldId(`${fieldId(['sections', 1])}:help`)).toBeUndefined();
    expect(pathOfFieldId('tab-form')).toBeUndefined();
  });
});
