export default function PayPage() {
  return <main>PayPage</main>;
}
