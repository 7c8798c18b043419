export default function BookCreatePage() {
  return <main>BookCreatePage</main>;
}
