// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { componentOf, routeAt, type SiteRoute } from '../../src/router/route-table.ts';
import { sharedLoad } from '../../src/router/shared-load.ts';
import { SiteRoutes } from '../../src/router/SiteRoutes.tsx';
import { siteDataIn } from '../../src/languages/site-languages.ts';
import { SiteDataProvider } from '../../src/site-data.tsx';

/** The site's settings in its own language: the routes know which addresses are another language's. */
const siteData = await siteDataIn();

afterEach(cleanup);

const page = (heading: string) =>
  function Page() {
    return (
      <h1 data-page-heading tabIndex={-1}>
        {heading}
      </h1>
    );
  };

const route = (id: string, path: string, load: () => Promise<ComponentType>): SiteRoute => ({ id, path, caseSensitive: true, load });

describe('routeAt', () => {
  const routes = [
    route('erp', '/erp', () => Promise.resolve(page('ERP'))),
    route('not-found', '*', () => Promise.resolve(page('Not found'))),
  ];

  test('takes the address in its letter case (other spellings get the fallback, which redirects them); a trailing slash is the same page', () => {
    expect(routeAt(routes, '/erp').id).toBe('erp');
    expect(routeAt(routes, '/ERP').id).toBe('not-found');
    expect(routeAt(routes, '/erp/').id).toBe('erp');
    expect(routeAt(routes, '/pricing').id).toBe('not-found');
  });

  test('a table without a fallback is a mistake, said at once', () => {
    expect(() => routeAt(routes.slice(0, 1), '/pricing')).toThrow('no fallback');
  });
});

function Fallback({ error }: { error: unknown }) {
  return <h1>Failed: {error instanceof Error ? error.message : 'unknown'}</h1>;
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

/** The site as the browser's code puts it together: the page opened at `/` is `first`; the route table loads on the first navigation away. */
async function site(table: () => Promise<readonly SiteRoute[]>, first: ComponentType, links: ReactNode = null) {
  const opened = route('opened:/', '/', () => Promise.resolve(first));
  await componentOf(opened);
  return render(
    <SiteDataProvider data={siteData}>
      <BrowserRouter>
        <nav>
          <Link to="/erp">to ERP</Link>
          <Link to="/pos">to POS</Link>
          <Link to="/broken">to broken</Link>
          <Link to="/#top">to top</Link>
          {links}
        </nav>
        <Where />
        <main>
          <SiteRoutes opened={{ route: opened, pathname: '/' }} table={table} Fallback={Fallback} />
        </main>
      </BrowserRouter>
    </SiteDataProvider>,
  );
}

const routes = (overrides: Partial<Record<string, () => Promise<ComponentType>>> = {}): SiteRoute[] => [
  route('home', '/', overrides['/'] ?? (() => Promise.resolve(page('Home')))),
  route('erp', '/erp', overrides['/erp'] ?? (() => Promise.resolve(page('ERP')))),
  route('pos', '/pos', overrides['/pos'] ?? (() => Promise.resolve(page('POS')))),
  route('broken', '/broken', () => Promise.reject(new Error('chunk missing'))),
  route('not-found', '*', () => Promise.resolve(page('Not found'))),
];

const table = (list: SiteRoute[]) => sharedLoad(() => Promise.resolve(list));

/**
 * Clicks a link in an awaited `act`: a navigation is a transition that may wait for a chunk, and
 * React runs what follows a suspension only in an awaited scope. Answers whether the browser may
 * follow the link itself (the click was not cancelled).
 */
/** Runs `change` in an awaited act scope: act waits for the promise the callback returns, as for an async callback. */
const awaitedAct = (change: () => void) =>
  act(() => {
    change();
    return Promise.resolve();
  });

async function click(name: string, modifiers: object = {}): Promise<boolean> {
  let followedByBrowser = true;
  await awaitedAct(() => {
    followedByBrowser = fireEvent.click(screen.getByRole('link', { name }), modifiers);
  });
  return followedByBrowser;
}

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('links', () => {
  test('are real links, and a plain click follows one in the page', async () => {
    await site(table(routes()), page('Home'));
    expect(screen.getByRole('link', { name: 'to ERP' }).getAttribute('href')).toBe('/erp');
    expect(await click('to ERP')).toBe(false);
    await screen.findByRole('heading', { name: 'ERP' });
    expect(window.location.pathname).toBe('/erp');
  });

  test.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab, window or download)', async (_name, modifiers) => {
    await site(table(routes()), page('Home'));
    expect(await click('to ERP', modifiers)).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  test('a link to another window, or whose own click handler cancelled it, is not followed in the page', async () => {
    await site(
      table(routes()),
      page('Home'),
      <>
        <Link to="/erp" target="_blank">
          New window
        </Link>
        <Link to="/pos" onClick={(event) => event.preventDefault()}>
          Cancelled
        </Link>
      </>,
    );
    await click('New window');
    await click('Cancelled');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading').textContent).toBe('Home');
  });
});

describe('the site in the browser', () => {
  test('a link shows the page at its address and moves the focus to its heading; Back shows the first page again', async () => {
    await site(table(routes()), page('Home'));
    await click('to ERP');
    await screen.findByRole('heading', { name: 'ERP' });
    expect(window.location.pathname).toBe('/erp');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('ERP'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await awaitedAct(() => window.history.back());
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  test('the page stays until the next one has loaded, and a later click wins over a slower earlier one', async () => {
    let finishErp: (component: ComponentType) => void = () => {};
    await site(table(routes({ '/erp': () => new Promise((resolve) => (finishErp = resolve)) })), page('Home'));
    await click('to ERP');
    // The address changes at once (react-router's history); the page waits for its chunk.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/erp'));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(screen.getByTestId('where').textContent).toBe('/');
    await click('to POS');
    await screen.findByRole('heading', { name: 'POS' });
    await awaitedAct(() => finishErp(page('ERP')));
    expect(screen.getByRole('heading').textContent).toBe('POS');
    expect(window.location.pathname).toBe('/pos');
  });

  test('a page whose chunk cannot load shows the fallback at its address, and the next link works again', async () => {
    await site(table(routes()), page('Home'));
    await click('to broken');
    await screen.findByRole('heading', { name: 'Failed: chunk missing' });
    expect(window.location.pathname).toBe('/broken');
    await click('to POS');
    await screen.findByRole('heading', { name: 'POS' });
  });

  test('a route table that cannot load shows the fallback at the address, and the next link asks for it again', async () => {
    let available = false;
    const load = vi.fn(() => (available ? Promise.resolve(routes()) : Promise.reject(new Error('route table missing'))));
    await site(sharedLoad(load), page('Home'));
    await click('to ERP');
    await screen.findByRole('heading', { name: 'Failed: route table missing' });
    expect(window.location.pathname).toBe('/erp');
    available = true;
    await click('to POS');
    await screen.findByRole('heading', { name: 'POS' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a link to an anchor of the shown page keeps the page and brings the anchor into view with the focus', async () => {
    const load = vi.fn(() => Promise.resolve(page('Home')));
    function HomeWithAnchor() {
      return (
        <>
          <h1>Home</h1>
          <section id="top">Anchor</section>
        </>
      );
    }
    await site(table(routes({ '/': load })), HomeWithAnchor);
    const anchor = screen.getByText('Anchor');
    const scrolled = vi.fn();
    anchor.scrollIntoView = scrolled;
    await click('to top');
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/#top'));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(anchor));
    expect(scrolled).toHaveBeenCalled();
    expect(anchor.getAttribute('tabindex')).toBe('-1');
  });

  test('Back returns to where the visitor left the page, Forward to where they left the next; a new link goes to the top', async () => {
    const scrollAt = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    await site(table(routes()), page('Home'));
    scrollAt(900);
    await click('to ERP');
    await screen.findByRole('heading', { name: 'ERP' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollAt(300);

    await awaitedAct(() => window.history.back());
    await screen.findByRole('heading', { name: 'Home' });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 900));

    await awaitedAct(() => window.history.forward());
    await screen.findByRole('heading', { name: 'ERP' });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 300));

    await click('to POS');
    await screen.findByRole('heading', { name: 'POS' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
