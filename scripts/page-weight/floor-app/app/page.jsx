/**
 * The empty page: one heading so that it is a valid, accessible document, and nothing else. (The
 * icon beside it only spares the browser a /favicon.ico 404, which Lighthouse counts as a console error.)
 */
export default function EmptyPage() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}
