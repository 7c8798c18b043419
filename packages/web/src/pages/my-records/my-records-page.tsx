export default function MyRecordsPage() {
  return <main>MyRecordsPage</main>;
}
