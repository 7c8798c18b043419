import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /class/:classid/: the live class: the teacher's board on every student's, votes and the pen. */
export default function ClassPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
