import type { HostPageData } from '@tengen/protocol';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HostProvider } from './lib/host-context.tsx';
import { createBrowserHistory } from './lib/router/browser-history.ts';
import { Router } from './lib/router/router.tsx';
import { type RouteEntry, Routes } from './lib/router/routes.tsx';

const PlayPage = lazy(() => import('./pages/play/play-page.tsx'));
const LobbyPage = lazy(() => import('./pages/lobby/lobby-page.tsx'));
const CompetitionPage = lazy(() => import('./pages/competition/competition-page.tsx'));
const MyRecordsPage = lazy(() => import('./pages/my-records/my-records-page.tsx'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page.tsx'));
const PayPage = lazy(() => import('./pages/pay/pay-page.tsx'));
const BookCreatePage = lazy(() => import('./pages/book/book-create-page.tsx'));
const SignInPage = lazy(() => import('./pages/account/sign-in-page.tsx'));
const RegisterPage = lazy(() => import('./pages/account/register-page.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page.tsx'));

/** The routes of seed 000 section 2, plus sign-in and registration; the first that matches wins. */
const ROUTES: readonly RouteEntry[] = [
  { path: '/', element: <LobbyPage /> },
  { path: '/play/p/:playid/', element: <PlayPage /> },
  { path: '/game/:gameid/', element: <CompetitionPage /> },
  { path: '/play/room/', element: <LobbyPage /> },
  { path: '/yxy/playdoor/', element: <LobbyPage /> },
  { path: '/play/my/', element: <MyRecordsPage /> },
  { path: '/u/:username/', element: <ProfilePage /> },
  { path: '/pay/', element: <PayPage /> },
  { path: '/book/create/', element: <BookCreatePage /> },
  { path: '/login/', element: <SignInPage /> },
  { path: '/register/', element: <RegisterPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const history = createBrowserHistory();

export function App({ host, i18n }: { host: HostPageData; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <HostProvider host={host}>
        <Router history={history}>
          <Suspense fallback={null}>
            <Routes routes={ROUTES} />
          </Suspense>
        </Router>
      </HostProvider>
    </I18nextProvider>
  );
}
