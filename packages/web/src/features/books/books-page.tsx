import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /book/: the signed-in user's record books. */
export default function BooksPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
