import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /friends/: the user's friends, who is online, and their conversations. */
export default function FriendsPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
