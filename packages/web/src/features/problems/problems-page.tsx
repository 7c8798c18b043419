import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /problems/: the collections, with the signed-in user's progress in each. */
export default function ProblemsPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
