import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'No administrator yet', robots: { index: false, follow: false } };

/**
 * What the back office shows while it has no account (Payload sends every admin page here then). It
 * replaces Payload's own sign-up form: nobody becomes the administrator over the web; the first one is
 * made on the server (the REST endpoint behind that form is refused too: src/cms/collections/users.ts).
 */
export default function NoAdministratorYet() {
  return (
    <main style={{ maxWidth: '42rem', margin: '4rem auto', padding: '0 1.5rem', lineHeight: 1.6 }}>
      <h1 style={{ fontSize: '1.75rem', marginBottom: '1rem' }}>No administrator yet</h1>
      <p>This back office has no staff account, and accounts are not made on this page.</p>
      <p>Whoever runs the server creates the first administrator in one of two ways:</p>
      <ol style={{ paddingLeft: '1.5rem' }}>
        <li>
          start the site with <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> set (12 characters or more), for
          example <code>ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=&apos;…&apos; npm start</code>; or
        </li>
        <li>
          run <code>npm run cms -- create-admin --email you@example.com</code> in the site&apos;s folder, which asks for
          the password.
        </li>
      </ol>
      <p>
        Then sign in at {/* A page of Payload's admin, a root layout of its own: a plain link loads it whole. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/admin/login">/admin/login</a>. The administrator adds everyone else under Users.
      </p>
    </main>
  );
}
