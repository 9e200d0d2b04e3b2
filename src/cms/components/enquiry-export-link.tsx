'use client';
import { useSearchParams } from 'next/navigation';

/**
 * Above the enquiry list: a link to the CSV of what the list shows, the same filter (`where`) the
 * list's URL carries (issue 46). The export endpoint checks the role itself.
 */
export function EnquiryExportLink() {
  const params = useSearchParams();
  const where = new URLSearchParams();
  for (const [key, value] of params.entries()) if (key.startsWith('where')) where.append(key, value);
  const query = where.toString();
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={`/cms-api/enquiries/export.csv${query ? `?${query}` : ''}`} download>
        Export this list as CSV
      </a>
    </p>
  );
}
