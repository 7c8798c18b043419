import { PageLayout } from '../../common/layout/page-layout.tsx';

/** /book/{bookid}/: one record book, its chapters and saved entries. */
export default function BookPage() {
  return <PageLayout title="">{null}</PageLayout>;
}
