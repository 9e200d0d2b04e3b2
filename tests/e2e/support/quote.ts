import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator } from '@playwright/test';

/** The server's SQLite database in the browser tests (`DATA_DIR` of playwright.config.ts `webServer.env`). */
const databaseFile = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'enquiries.db');

/** A visitor's details for a quote. */
export interface QuoteVisitor {
  name: string;
  email: string;
  company: string;
  city: string;
}

/**
 * Fills the quote form's visitor fields (the prefilled product and message are left as the link set
 * them), accepts the privacy policy and submits.
 */
export async function sendQuote(form: Locator, visitor: QuoteVisitor): Promise<void> {
  await form.getByLabel(/^Full Name/).fill(visitor.name);
  await form.getByLabel(/^Phone/).fill('+919876543210');
  await form.getByLabel(/^Email/).fill(visitor.email);
  await form.getByLabel(/^Company/).fill(visitor.company);
  await form.getByLabel(/^City/).fill(visitor.city);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit' }).click();
}

/**
 * The stored enquiry of an e-mail address, read-only from the server's database (not from the SMTP
 * sink: enquiries.spec.ts owns that port).
 * @param columns the columns to read
 */
export function storedEnquiry(email: string, columns: readonly string[]): Record<string, unknown> | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select ${columns.join(', ')} from enquiries where email = ?`).get(email) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}
