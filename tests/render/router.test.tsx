// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BrowserRouter } from '../../src/router/BrowserRouter.tsx';
import { NavigationContext, useLocation, type Navigation } from '../../src/router/location.ts';
import { Outlet } from '../../src/router/Outlet.tsx';
import { matchRoute, type SiteRoute } from '../../src/router/route-table.ts';
import { RouterLink } from '../../src/router/RouterLink.tsx';

afterEach(cleanup);

const page = (heading: string) =>
  function Page() {
    return <h1 data-page-heading tabIndex={-1}>{heading}</h1>;
  };

describe('matchRoute', () => {
  const routes: SiteRoute[] = [
    { id: 'erp', path: '/erp', load: async () => page('ERP') },
    { id: 'not-found', load: async () => page('Not found') },
  ];

  test('takes the exact address, letter case and trailing slash included; anything else gets the fallback', () => {
    expect(matchRoute(routes, '/erp').id).toBe('erp');
    expect(matchRoute(routes, '/ERP').id).toBe('not-found');
    expect(matchRoute(routes, '/erp/').id).toBe('not-found');
  });

  test('a table without a fallback is a mistake, said at once', () => {
    expect(() => matchRoute(routes.slice(0, 1), '/pricing')).toThrow('no fallback');
  });
});

describe('RouterLink', () => {
  const navigate = vi.fn<Navigation['navigate']>();
  const inRouter = (link: React.ReactNode) => render(<NavigationContext value={{ location: { pathname: '/', search: '', hash: '' }, navigate }}>{link}</NavigationContext>);
  beforeEach(() => navigate.mockReset());

  test('is a real link, and a plain click follows it in the page', () => {
    inRouter(<RouterLink to="/erp">ERP</RouterLink>);
    const link = screen.getByRole('link', { name: 'ERP' });
    expect(link.getAttribute('href')).toBe('/erp');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/erp');
  });

  test.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab, window or download)', (_name, modifiers) => {
    inRouter(<RouterLink to="/erp">ERP</RouterLink>);
    expect(fireEvent.click(screen.getByRole('link'), modifiers)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a link to another window, or whose own click handler cancelled it, is not followed in the page', () => {
    inRouter(
      <>
        <RouterLink to="/erp" target="_blank">
          New window
        </RouterLink>
        <RouterLink to="/pos" onClick={(event) => event.preventDefault()}>
          Cancelled
        </RouterLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New window' }));
    fireEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('BrowserRouter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  function Fallback({ error }: { error: unknown }) {
    return <h1>Failed: {error instanceof Error ? error.message : 'unknown'}</h1>;
  }
  function Where() {
    const { pathname, hash } = useLocation();
    return <p data-testid="where">{`${pathname}${hash}`}</p>;
  }
  /** The site with its route table, given as a list or as the loader the browser's code has. */
  function site(routes: SiteRoute[] | (() => Promise<SiteRoute[]>), first: React.ComponentType) {
    const table = typeof routes === 'function' ? routes : async () => routes;
    return render(
      <BrowserRouter routes={table} first={{ Component: first }}>
        <nav>
          <RouterLink to="/erp">to ERP</RouterLink>
          <RouterLink to="/pos">to POS</RouterLink>
          <RouterLink to="/broken">to broken</RouterLink>
          <RouterLink to="/#top">to top</RouterLink>
        </nav>
        <Where />
        <main>
          <Outlet Fallback={Fallback} />
        </main>
      </BrowserRouter>,
    );
  }
  const routes = (overrides: Partial<Record<string, () => Promise<React.ComponentType>>> = {}): SiteRoute[] => [
    { id: 'home', path: '/', load: overrides['/'] ?? (async () => page('Home')) },
    { id: 'erp', path: '/erp', load: overrides['/erp'] ?? (async () => page('ERP')) },
    { id: 'pos', path: '/pos', load: overrides['/pos'] ?? (async () => page('POS')) },
    { id: 'broken', path: '/broken', load: async () => Promise.reject(new Error('chunk missing')) },
    { id: 'not-found', load: async () => page('Not found') },
  ];

  test('a link loads the page, then changes the address and moves the focus to its heading; Back shows the first page again', async () => {
    site(routes(), page('Home'));
    fireEvent.click(screen.getByRole('link', { name: 'to ERP' }));
    await screen.findByRole('heading', { name: 'ERP' });
    expect(window.location.pathname).toBe('/erp');
    // The focus moves once the new page is on screen (an effect after the commit).
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('ERP'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => {
      window.history.back();
    });
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  test('the page stays until the next one has loaded, and a later click wins over a slower earlier one', async () => {
    let finishErp: (component: React.ComponentType) => void = () => {};
    site(routes({ '/erp': () => new Promise((resolve) => (finishErp = resolve)) }), page('Home'));
    fireEvent.click(screen.getByRole('link', { name: 'to ERP' }));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(window.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'to POS' }));
    await screen.findByRole('heading', { name: 'POS' });
    await act(async () => finishErp(page('ERP')));
    expect(screen.getByRole('heading').textContent).toBe('POS');
    expect(window.location.pathname).toBe('/pos');
  });

  test('a page whose chunk cannot load shows the fallback at its address, and the next link works again', async () => {
    site(routes(), page('Home'));
    fireEvent.click(screen.getByRole('link', { name: 'to broken' }));
    await screen.findByRole('heading', { name: 'Failed: chunk missing' });
    expect(window.location.pathname).toBe('/broken');
    fireEvent.click(screen.getByRole('link', { name: 'to POS' }));
    await screen.findByRole('heading', { name: 'POS' });
  });

  test('a route table that cannot load shows the fallback at the address, and the next link asks for it again', async () => {
    let available = false;
    const table = vi.fn(async () => {
      if (!available) throw new Error('route table missing');
      return routes();
    });
    site(table, page('Home'));
    fireEvent.click(screen.getByRole('link', { name: 'to ERP' }));
    await screen.findByRole('heading', { name: 'Failed: route table missing' });
    expect(window.location.pathname).toBe('/erp');
    available = true;
    fireEvent.click(screen.getByRole('link', { name: 'to POS' }));
    await screen.findByRole('heading', { name: 'POS' });
    expect(table).toHaveBeenCalledTimes(2);
  });

  test('a link to an anchor of the shown page keeps the page and brings the anchor into view with the focus', async () => {
    const load = vi.fn(async () => page('Home'));
    function HomeWithAnchor() {
      return (
        <>
          <h1>Home</h1>
          <section id="top">Anchor</section>
        </>
      );
    }
    site(routes({ '/': load }), HomeWithAnchor);
    const anchor = screen.getByText('Anchor');
    const scrolled = vi.fn();
    anchor.scrollIntoView = scrolled;
    fireEvent.click(screen.getByRole('link', { name: 'to top' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/#top'));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(anchor));
    expect(scrolled).toHaveBeenCalled();
    expect(anchor.getAttribute('tabindex')).toBe('-1');
  });
});
