/**
 * A note at the top of the admin's dashboard (issue 45 point 2): what staff change here, and what
 * stays with engineering. Rendered by Payload on the server; no script of its own.
 */
export function EngineeringDataNote() {
  return (
    <section aria-labelledby="engineering-data-note" style={{ marginBottom: '1.5rem', maxWidth: '60rem' }}>
      <h2 id="engineering-data-note" style={{ fontSize: '1.1rem', marginBottom: '0.5rem' }}>
        What you edit here, and what engineering keeps
      </h2>
      <p>
        News and events, blog posts, the gallery, brochures, dealers, pictures, the event banner, the company figures
        and the contact details are yours: publish, and the public pages show it within seconds.
      </p>
      <p>
        The catalogue and its engineering data (series, models, performance curves, motors, cables, pipes, control
        panels, solar sites and controllers) are not edited here. They change with an engineer&apos;s review and the
        model generator, in the project&apos;s files, and reach the site with the next release. Ask engineering for a
        change there.
      </p>
    </section>
  );
}
