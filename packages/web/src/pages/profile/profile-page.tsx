export default function ProfilePage() {
  return <main>ProfilePage</main>;
}
