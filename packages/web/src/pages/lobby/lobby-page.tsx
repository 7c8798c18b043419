export default function LobbyPage() {
  return <main>LobbyPage</main>;
}
