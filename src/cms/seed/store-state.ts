import type { Payload } from 'payload';

/**
 * Whether the seed was imported into this store once already. The import always sets the contact
 * details (a global no one can delete), so a saved contact global means the store was set up: a
 * later start imports nothing again, and what staff deleted stays deleted.
 */
export async function storeWasSeeded(payload: Payload): Promise<boolean> {
  const contact = (await payload.findGlobal({ slug: 'contact', depth: 0 })) as { updatedAt?: string | null };
  return Boolean(contact.updatedAt);
}
