export default function RegisterPage() {
  return <main>RegisterPage</main>;
}
