import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test-render.ts';
import { Link } from './link.tsx';
import { useLocation, useParams, useSearchParams } from './router-hooks.ts';
import { Routes } from './routes.tsx';

function ShowParams() {
  return <p>{JSON.stringify(useParams())}</p>;
}

function ShowBookType() {
  return <p>booktype {useSearchParams().get('booktype') ?? 'none'}</p>;
}

function ShowPath() {
  return <p>at {useLocation().pathname}</p>;
}

const ROUTES = [
  { path: '/play/p/:playid/', element: <ShowParams /> },
  { path: '/u/:username/', element: <ShowParams /> },
  { path: '/book/create/', element: <ShowBookType /> },
  { path: '*', element: <ShowPath /> },
];
const at = (url: string) => renderWithHost(<Routes routes={ROUTES} />, { url });

describe('Routes', () => {
  it('renders the first route that matches, with its params', () => {
    expect(at('/play/p/12/')).toBe('<p>{&quot;playid&quot;:&quot;12&quot;}</p>');
  });

  it('matches without the trailing slash, as the site did before', () => {
    expect(at('/play/p/12')).toBe('<p>{&quot;playid&quot;:&quot;12&quot;}</p>');
  });

  it('decodes a username written in the address', () => {
    expect(at('/u/%E6%9D%8E%E6%98%8C%E9%8E%AC/')).toBe('<p>{&quot;username&quot;:&quot;李昌鎬&quot;}</p>');
  });

  it('gives the not-found route every other address', () => {
    expect(at('/play/p/12/more/')).toBe('<p>at /play/p/12/more/</p>');
  });

  it('renders nothing when no route matches', () => {
    expect(renderWithHost(<Routes routes={ROUTES.slice(0, 1)} />, { url: '/pay/' })).toBe('');
  });

  it('leaves the query readable', () => {
    expect(at('/book/create/?booktype=1')).toBe('<p>booktype 1</p>');
    expect(at('/book/create/')).toBe('<p>booktype none</p>');
  });

  it('gives no params outside a route', () => {
    expect(renderWithHost(<ShowParams />, { url: '/play/p/12/' })).toBe('<p>{}</p>');
  });
});

describe('Link', () => {
  it('is an anchor with a real address, keeping its other attributes', () => {
    expect(
      renderWithHost(
        <Link to="/play/p/3/" className="tg-round-header__game">
          Game 3
        </Link>,
      ),
    ).toBe('<a class="tg-round-header__game" href="/play/p/3/">Game 3</a>');
  });
});
