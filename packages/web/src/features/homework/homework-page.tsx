import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /homework/: a student's assignments; a teacher's groups and assignments. */
export default function HomeworkPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
