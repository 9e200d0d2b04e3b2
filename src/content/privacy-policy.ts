import fs from 'node:fs';
import matter from 'gray-matter';
import { siteConfig, type SiteContact } from '../config/site';
import { ContentError, parseContent, relative } from './load';
import { resourceFiles } from './resource-files';
import { markdownPageFrontMatterSchema, type MarkdownPage } from './schemas/resources';

/**
 * The privacy policy (SPEC 2.6), read from `content/pages/privacy-policy.md`: its `{{name}}`
 * placeholders filled with the company's contact details, its required sections checked.
 */

/** The contact details the privacy policy names. */
export type PolicyContact = Pick<SiteContact, 'salesEmail' | 'phoneDisplay' | 'address'>;

/** Values the privacy policy may refer to as `{{name}}`, so contact details stay in one place. */
function policyTokens(contact: PolicyContact = siteConfig.contact): Record<string, string> {
  return {
    legalName: siteConfig.legalName,
    brand: siteConfig.name,
    salesEmail: contact.salesEmail,
    phoneDisplay: contact.phoneDisplay,
    address: contact.address.join(', '),
  };
}

/** Sections SPEC 2.6 requires, as level-2 Markdown headings. */
export const privacyPolicySections = ['Collection of Information', 'Policy Governance'] as const;

function loadMarkdownPage(file: string, tokens: Record<string, string> = policyTokens()): MarkdownPage {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${relative(file)}: file is missing`);
  }
  const parsed = matter(raw);
  // YAML turns an unquoted 2025-06-01 into a Date; accept both spellings.
  const data = { ...parsed.data } as Record<string, unknown>;
  if (data.updated instanceof Date) data.updated = data.updated.toISOString().slice(0, 10);
  const front = parseContent(file, markdownPageFrontMatterSchema, data);
  const body = parsed.content.trim().replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new ContentError(
        `${relative(file)}: body: unknown placeholder ${match} (known: ${Object.keys(tokens).join(', ')})`,
      );
    }
    return value;
  });
  if (!body) throw new ContentError(`${relative(file)}: body: is empty`);
  return { title: front.title, updated: front.updated, body };
}

export function loadPrivacyPolicy(contact?: PolicyContact): MarkdownPage {
  const file = resourceFiles.privacyPolicy;
  const page = loadMarkdownPage(file, policyTokens(contact));
  for (const section of privacyPolicySections) {
    if (!new RegExp(`^## ${section}\\s*$`, 'm').test(page.body)) {
      throw new ContentError(`${relative(file)}: body: missing the section heading "## ${section}" (SPEC 2.6)`);
    }
  }
  return page;
}
