/** Root layout of the floor page: the least markup a valid, indexable HTML document needs. */
export const metadata = {
  title: 'Empty page',
  description: 'The framework floor: an empty Next.js page that the benchmarks compare every route with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
