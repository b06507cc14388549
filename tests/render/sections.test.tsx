// @vitest-environment jsdom
import Speed from '@mui/icons-material/Speed';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { sectionTypes } from '../../schema/sections/index.ts';
import { sectionModules } from '../../scripts/build/compile.ts';
import { sectionRegistry } from '../../src/sections/registry.ts';
import { allSections as sectionComponents } from '../../src/sections/all-sections.ts';
import { renderSection, section } from './render-helpers.tsx';

afterEach(cleanup);

const features = [
  { question: 'Product Catalog', answer: 'Publish products from the item master.' },
  { question: 'Order Tracking', answer: 'Customers follow each order to the door.' },
  { question: 'Analytics', answer: 'See what sells and where.' },
];

test('the registry names a component for every section type, and nothing else', () => {
  expect(Object.keys(sectionRegistry).sort()).toEqual([...sectionTypes].sort());
  expect(Object.keys(sectionComponents).sort()).toEqual([...sectionTypes].sort());
});

test('page chunks import each section component from the file the registry names', async () => {
  const modules = sectionModules(join(import.meta.dirname, '..', '..', 'src', 'sections'));
  const components = new Map<string, unknown>(Object.entries(sectionComponents));
  expect([...modules.keys()].sort()).toEqual([...sectionTypes].sort());
  for (const [type, { name, file }] of modules) {
    const module: unknown = await import(file);
    const exported: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, name) : undefined;
    expect(typeof exported, `${file} exports ${name}`).toBe('function');
    expect(exported, `${file} exports ${name}, the registry's "${type}"`).toBe(components.get(type));
  }
});

describe('hero', () => {
  test('renders the only h1, highlighting the span, with its actions and claim', () => {
    renderSection(
      section({
        type: 'hero',
        eyebrow: 'Retail',
        heading: { part1: 'Sell with an', span: 'E-commerce Portal', part2: 'today' },
        subtext: 'Online store.',
        claim: '10,000+ users',
        actions: [{ label: 'More', href: '/erp' }],
      }),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Sell with an E-commerce Portal today');
    expect(within(heading).getByText('E-commerce Portal').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/erp');
    expect(screen.getByText('10,000+ users')).toBeTruthy();
    expect(screen.getByText('Retail')).toBeTruthy();
  });

  test('an illustration gets its alt text and real size', () => {
    renderSection(section({ type: 'hero', heading: 'Hi', image: { src: '/images/hero/erp.svg', alt: 'ERP modules' } }), {
      icons: {},
      images: { '/images/hero/erp.svg': { width: 560, height: 440 } },
    });
    const image = screen.getByRole('img', { name: 'ERP modules' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['560', '440']);
  });
});

/** The element at `index`, or a failure that says it is missing. */
function nth(elements: readonly HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`Expected at least ${index + 1} elements, found ${elements.length}.`);
  return element;
}

describe('feature-selector', () => {
  const tabs = () => screen.getAllByRole('tab');
  const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;

  test('reading 1: first selected at first; choosing the selected one clears it', () => {
    renderSection(section({ type: 'feature-selector', heading: 'Key Features', initial: 'first', reselect: 'clear', features }));
    expect(selectedTab()).toBe('Product Catalog');
    const visiblePanel = screen.getByRole('tabpanel');
    expect(within(visiblePanel).getByText('How it Works:')).toBeTruthy();
    expect(within(visiblePanel).getByText('Publish products from the item master.')).toBeTruthy();
    fireEvent.click(nth(tabs(), 0));
    expect(selectedTab()).toBeNull();
    fireEvent.click(nth(tabs(), 1));
    expect(selectedTab()).toBe('Order Tracking');
  });

  test('reading 2: nothing selected at first; choosing only ever sets the selection', () => {
    renderSection(section({ type: 'feature-selector', initial: 'none', reselect: 'keep', features }));
    expect(selectedTab()).toBeNull();
    expect(screen.getByText('Choose a feature to see how it works.')).toBeTruthy();
    fireEvent.click(nth(tabs(), 2));
    fireEvent.click(nth(tabs(), 2));
    expect(selectedTab()).toBe('Analytics');
  });

  test('arrow keys move between tabs and select', () => {
    renderSection(section({ type: 'feature-selector', features }));
    fireEvent.keyDown(nth(tabs(), 0), { key: 'ArrowDown' });
    expect(selectedTab()).toBe('Order Tracking');
    fireEvent.keyDown(nth(tabs(), 1), { key: 'End' });
    expect(selectedTab()).toBe('Analytics');
    fireEvent.keyDown(nth(tabs(), 2), { key: 'ArrowDown' });
    expect(selectedTab()).toBe('Product Catalog');
  });

  test('every description is in the markup, for readers without JavaScript', () => {
    const { container } = renderSection(section({ type: 'feature-selector', initial: 'none', features }));
    for (const feature of features) expect(container.textContent).toContain(feature.answer);
  });
});

describe('card-grid', () => {
  test('cards with icons, numbers and links', () => {
    renderSection(
      section({
        type: 'card-grid',
        heading: 'Our Products',
        style: 'numbered',
        cards: [
          { title: 'ERP', text: 'Run it all.', icon: 'Speed', link: { label: 'More', href: '/erp' } },
          { title: 'POS', text: 'Sell.' },
        ],
      }),
      { icons: { Speed }, images: {} },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Products' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'More about ERP' }).getAttribute('href')).toBe('/erp');
    expect(screen.getByTestId('SpeedIcon')).toBeTruthy();
    expect(screen.getByText('02')).toBeTruthy();
  });
});

describe('accordion', () => {
  test('none open at first, at most one open, the open one closes on click', () => {
    renderSection(section({ type: 'accordion', heading: 'FAQ', items: features }));
    const buttons = screen.getAllByRole('button');
    const expanded = () => buttons.filter((button) => button.getAttribute('aria-expanded') === 'true').map((button) => button.textContent);
    expect(expanded()).toEqual([]);
    fireEvent.click(nth(buttons, 0));
    expect(expanded()).toEqual(['Product Catalog']);
    expect(screen.getByRole('region', { name: 'Product Catalog' }).hidden).toBe(false);
    fireEvent.click(nth(buttons, 1));
    expect(expanded()).toEqual(['Order Tracking']);
    fireEvent.click(nth(buttons, 1));
    expect(expanded()).toEqual([]);
  });
});

describe('pricing-table', () => {
  test('plan cards and a comparison whose marks have accessible names', () => {
    renderSection(
      section({
        type: 'pricing-table',
        plans: [
          {
            name: 'Simple Start',
            audience: 'Startups',
            label: 'Save 8% Now',
            features: ['Track income'],
            action: { label: 'Contact', href: '/contact-us' },
          },
          {
            name: 'Professional',
            audience: 'Medium enterprises',
            features: ['Manage users'],
            action: { label: 'Contact', href: '/contact-us' },
          },
        ],
        comparison: {
          columns: [{ name: 'Simple', action: { label: 'Get started', href: '/contact-us' } }, { name: 'Professional' }],
          rows: [{ feature: 'Payroll Management', included: [false, true] }],
        },
      }),
    );
    expect(screen.getByText('Save 8% Now')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Contact' })).toHaveLength(2);
    const row = screen.getByRole('row', { name: /Payroll Management/ });
    expect(within(row).getByRole('img', { name: 'Not included' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Included' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started for Simple' })).toBeTruthy();
  });
});

describe('branch-list', () => {
  test('offices with addresses and map links that open safely', () => {
    renderSection(
      section({
        type: 'branch-list',
        heading: 'Branch Locations',
        branches: [
          {
            name: 'Frisco, Texas, USA',
            address: ['3301 Dallas Parkway', 'Frisco, TX 75034'],
            mapUrl: 'https://www.google.com/maps/search/?api=1&query=Frisco',
          },
        ],
      }),
    );
    const link = screen.getByRole('link', { name: /View on Map: Frisco/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('3301 Dallas Parkway')).toBeTruthy();
  });
});

describe('contact-block', () => {
  test('mail, phone and social links come from site.yaml', () => {
    renderSection(section({ type: 'contact-block', heading: 'Talk to us' }));
    expect(screen.getByRole('link', { name: 'hello@lumora.example' }).getAttribute('href')).toBe('mailto:hello@lumora.example');
    expect(screen.getByRole('link', { name: '+1 704 555 0142' }).getAttribute('href')).toBe('tel:+17045550142');
    expect(screen.getByRole('link', { name: 'Lumora on LinkedIn' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('enquiry-form', () => {
  test('a titled, sandboxed, lazy frame with a mail fallback', () => {
    const { container } = renderSection(section({ type: 'enquiry-form', heading: 'Get in Touch!' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Enquiry form');
    expect(frame?.getAttribute('sandbox')).toBe('allow-forms allow-scripts allow-same-origin allow-popups');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/forms\.crm\.example\//);
    expect(screen.getByRole('link', { name: 'hello@lumora.example' })).toBeTruthy();
  });
});

describe('rich-text', () => {
  test('paragraphs, sub-headings and lists; markup in text stays text', () => {
    const { container } = renderSection(
      section({
        type: 'rich-text',
        blocks: [{ subheading: 'Our story' }, { paragraph: '<script>alert(1)</script> stays text' }, { list: ['One', 'Two'] }],
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Our story' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script> stays text')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('flip-cards', () => {
  test('both sides are in the page; each card can take keyboard focus to turn', () => {
    renderSection(
      section({
        type: 'flip-cards',
        cards: [
          { title: 'Our Mission', icon: 'Flag', text: 'Leadership in services.' },
          { title: 'Our Vision', text: 'The best experience in business software.' },
        ],
      }),
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Our Mission', 'Our Vision']);
    expect(cards.every((card) => card.tabIndex === 0)).toBe(true);
    expect(screen.getByText('Leadership in services.')).toBeTruthy();
  });
});

describe('team', () => {
  test('leader cards with portrait, name, designation, biography and a safe profile link', () => {
    renderSection(
      section({
        type: 'team',
        members: [
          {
            name: 'Asha Raman',
            designation: 'Chief Executive Officer',
            photo: { src: '/images/logo.svg', alt: 'Portrait of Asha Raman' },
            biography: 'Built ERP systems for two decades.',
            profileUrl: 'https://www.linkedin.com/in/example',
          },
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Asha Raman' })).toBeTruthy();
    expect(screen.getByText('Chief Executive Officer')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Asha Raman' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View profile: Asha Raman/ }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
