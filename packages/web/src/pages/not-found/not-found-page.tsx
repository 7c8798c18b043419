export default function NotFoundPage() {
  return <main>NotFoundPage</main>;
}
