import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /problems/:collection/: the problems of one collection. */
export default function CollectionPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
