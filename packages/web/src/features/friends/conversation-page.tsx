import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /messages/{username}/: the private conversation with one user. */
export default function ConversationPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
