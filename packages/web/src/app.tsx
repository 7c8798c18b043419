import type { HostPageData } from '@tengen/protocol';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HostProvider } from './lib/host-context.tsx';

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

/** The routes of seed 000 section 2, plus sign-in and registration. */
export function App({ host, i18n }: { host: HostPageData; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <HostProvider host={host}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/" element={<LobbyPage />} />
              <Route path="/play/p/:playid/" element={<PlayPage />} />
              <Route path="/game/:gameid/" element={<CompetitionPage />} />
              <Route path="/play/room/" element={<LobbyPage />} />
              <Route path="/yxy/playdoor/" element={<LobbyPage />} />
              <Route path="/play/my/" element={<MyRecordsPage />} />
              <Route path="/u/:username/" element={<ProfilePage />} />
              <Route path="/pay/" element={<PayPage />} />
              <Route path="/book/create/" element={<BookCreatePage />} />
              <Route path="/login/" element={<SignInPage />} />
              <Route path="/register/" element={<RegisterPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </HostProvider>
    </I18nextProvider>
  );
}
