// The page router.browser.test.ts drives in Chromium: three routes and the links between them.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from '../browser-history.ts';
import { Link } from '../link.tsx';
import { Router } from '../router.tsx';
import { useParams, useSearchParams } from '../router-hooks.ts';
import { Routes } from '../routes.tsx';

function Home() {
  // The same server under another name is another origin.
  const elsewhere = `http://localhost:${window.location.port}/elsewhere/`;
  return (
    <main>
      <h1>home</h1>
      <Link to="/u/%E6%9D%8E%E6%98%8C%E9%8E%AC/">profile</Link>
      <Link to="/book/create/?booktype=1">book</Link>
      <Link to={elsewhere}>elsewhere</Link>
    </main>
  );
}

function Profile() {
  return (
    <main>
      <h1>player {useParams().username}</h1>
      <Link to="/">home</Link>
    </main>
  );
}

function Book() {
  return <h1>booktype {useSearchParams().get('booktype')}</h1>;
}

// A page of its own chunk, as the site's pages are.
const Lazy = lazy(async () => ({ default: Book }));

function NotFound() {
  return <h1>not found</h1>;
}

const routes = [
  { path: '/', element: <Home /> },
  { path: '/u/:username/', element: <Profile /> },
  { path: '/book/create/', element: <Lazy /> },
  { path: '*', element: <NotFound /> },
];

createRoot(document.getElementById('root')!).render(
  <Router history={createBrowserHistory()}>
    <Suspense fallback={<p>loading</p>}>
      <Routes routes={routes} />
    </Suspense>
  </Router>,
);
