import type { HostPageData } from '@tengen/protocol';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HostProvider } from './common/host/host-context.tsx';
import { createBrowserHistory } from './common/router/browser-history.ts';
import { Router } from './common/router/router.tsx';
import { type RouteEntry, Routes } from './common/router/routes.tsx';

const PlayPage = lazy(() => import('./features/game/play-page.tsx'));
const LobbyPage = lazy(() => import('./features/lobby/lobby-page.tsx'));
const CompetitionPage = lazy(() => import('./features/competition/competition-page.tsx'));
const MyRecordsPage = lazy(() => import('./features/records/my-records-page.tsx'));
const ProfilePage = lazy(() => import('./features/profile/profile-page.tsx'));
const PayPage = lazy(() => import('./features/pay/pay-page.tsx'));
const BookCreatePage = lazy(() => import('./features/books/book-create-page.tsx'));
const SignInPage = lazy(() => import('./features/account/sign-in-page.tsx'));
const RegisterPage = lazy(() => import('./features/account/register-page.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page.tsx'));

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
