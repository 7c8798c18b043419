import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /appeals/: the complaints an appeal man judges, and the user's own. */
export default function AppealsPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
