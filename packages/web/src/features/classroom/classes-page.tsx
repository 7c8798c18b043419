import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /class/: the classes a user teaches or has joined; a teacher opens a new one. */
export default function ClassesPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
