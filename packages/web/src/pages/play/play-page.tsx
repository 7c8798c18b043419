export default function PlayPage() {
  return <main>PlayPage</main>;
}
