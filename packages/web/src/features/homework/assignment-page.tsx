import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /homework/:assignmentid/: an assignment: its problems, and for its teacher who solved what. */
export default function AssignmentPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
