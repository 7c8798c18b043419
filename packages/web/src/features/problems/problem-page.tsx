import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /problems/:collection/:number/: solving one problem on the board. */
export default function ProblemPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
