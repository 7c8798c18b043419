import { type HostPageData, PAGE_PATHS, type PagePath } from '@tengen/protocol';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HostProvider } from './common/host/host-context.tsx';
import { createBrowserHistory } from './common/router/browser-history.ts';
import { CATCH_ALL } from './common/router/match-page-path.ts';
import { Router } from './common/router/router.tsx';
import { type RouteEntry, Routes } from './common/router/routes.tsx';

const PlayPage = lazy(() => import('./features/game/play-page.tsx'));
const LobbyPage = lazy(() => import('./features/lobby/lobby-page.tsx'));
const CompetitionPage = lazy(() => import('./features/competition/competition-page.tsx'));
const MyRecordsPage = lazy(() => import('./features/records/my-records-page.tsx'));
const ProfilePage = lazy(() => import('./features/profile/profile-page.tsx'));
const PayPage = lazy(() => import('./features/pay/pay-page.tsx'));
const BookCreatePage = lazy(() => import('./features/books/book-create-page.tsx'));
const BooksPage = lazy(() => import('./features/books/books-page.tsx'));
const BookPage = lazy(() => import('./features/books/book-page.tsx'));
const FriendsPage = lazy(() => import('./features/friends/friends-page.tsx'));
const ConversationPage = lazy(() => import('./features/friends/conversation-page.tsx'));
const AppealsPage = lazy(() => import('./features/appeals/appeals-page.tsx'));
const ProblemsPage = lazy(() => import('./features/problems/problems-page.tsx'));
const CollectionPage = lazy(() => import('./features/problems/collection-page.tsx'));
const ProblemPage = lazy(() => import('./features/problems/problem-page.tsx'));
const HomeworkPage = lazy(() => import('./features/homework/homework-page.tsx'));
const AssignmentPage = lazy(() => import('./features/homework/assignment-page.tsx'));
const ClassesPage = lazy(() => import('./features/classroom/classes-page.tsx'));
const ClassPage = lazy(() => import('./features/classroom/class-page.tsx'));
const SignInPage = lazy(() => import('./features/account/sign-in-page.tsx'));
const RegisterPage = lazy(() => import('./features/account/register-page.tsx'));
const ForgotPage = lazy(() => import('./features/recovery/forgot-page.tsx'));
const ResetPage = lazy(() => import('./features/recovery/reset-page.tsx'));
const RecoverySecurityPage = lazy(() => import('./features/recovery/recovery-page.tsx'));
const SecurityPage = lazy(() => import('./features/account-security/security-page.tsx'));
const RulesPage = lazy(() => import('./features/rules/rules-page.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page.tsx'));

/** The page of each of the site's addresses (seed 000 section 2, plus Tengen's own pages). */
const PAGES: Record<PagePath, ReactNode> = {
  '/': <LobbyPage />,
  '/play/p/:playid/': <PlayPage />,
  '/game/:gameid/': <CompetitionPage />,
  '/play/room/': <LobbyPage />,
  '/yxy/playdoor/': <LobbyPage />,
  '/play/my/': <MyRecordsPage />,
  '/u/:username/': <ProfilePage />,
  '/pay/': <PayPage />,
  '/book/create/': <BookCreatePage />,
  '/book/': <BooksPage />,
  '/book/:bookid/': <BookPage />,
  '/friends/': <FriendsPage />,
  '/messages/:username/': <ConversationPage />,
  '/appeals/': <AppealsPage />,
  '/problems/': <ProblemsPage />,
  '/problems/:collection/': <CollectionPage />,
  '/problems/:collection/:number/': <ProblemPage />,
  '/homework/': <HomeworkPage />,
  '/homework/:assignmentid/': <AssignmentPage />,
  '/class/': <ClassesPage />,
  '/class/:classid/': <ClassPage />,
  '/login/': <SignInPage />,
  '/register/': <RegisterPage />,
  '/forgot/': <ForgotPage />,
  '/reset/': <ResetPage />,
  '/account/security/': <RecoverySecurityPage />,
  '/account/': <SecurityPage />,
  '/rules/': <RulesPage />,
};

/** In PAGE_PATHS' order, the first that matches wins; any other address is not found. */
const ROUTES: readonly RouteEntry[] = [
  ...PAGE_PATHS.map((path) => ({ path, element: PAGES[path] })),
  { path: CATCH_ALL, element: <NotFoundPage /> },
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
