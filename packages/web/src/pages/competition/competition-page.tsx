export default function CompetitionPage() {
  return <main>CompetitionPage</main>;
}
