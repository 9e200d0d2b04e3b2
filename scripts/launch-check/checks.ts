/**
 * The owner's launch check (issue 15): every stand-in that must be replaced before the site goes
 * live, as findings with the file and field to change. Pure functions over what
 * `scripts/check-launch.ts` reads, so each rule is tested on its own.
 */

import { eventDateLabel, isStale, type BannerChoice } from '@/features/home/domain/event-banner';

/** One thing to replace. */
export interface Finding {
  /** Heading it is listed under. */
  group:
    | 'Contacts'
    | 'Company facts'
    | 'Site address'
    | 'Engineering data'
    | 'Dealers'
    | 'Videos'
    | 'Texts'
    | 'Pictures and documents';
  /** File and field, e.g. `src/config/site.ts → contact.salesEmail`. */
  where: string;
  /** What is wrong and what to do. */
  what: string;
}

/** Domains reserved for examples (RFC 2606): never a real mailbox or profile. */
const exampleDomain = /(^|[@.])example\.(com|org|net)$/i;

/** The sample phone number the site ships with (a well-known dummy Indian mobile number). */
const samplePhoneDigits = '9876543210';

/** The contact part of `siteConfig` the check reads. */
export interface ContactConfig {
  contact: { phone: string; whatsapp: string; salesEmail: string };
  social: readonly { name: string; url: string }[];
}

/** Placeholder e-mail domains, the sample phone number and `/example` social profiles. */
export function contactFindings(config: ContactConfig): Finding[] {
  const where = (field: string) => `src/config/site.ts → ${field}`;
  const findings: Finding[] = [];
  const domain = config.contact.salesEmail.split('@')[1] ?? '';
  if (exampleDomain.test(domain)) {
    findings.push({
      group: 'Contacts',
      where: where('contact.salesEmail'),
      what: `${config.contact.salesEmail} is a reserved example address`,
    });
  }
  for (const field of ['phone', 'whatsapp'] as const) {
    if (config.contact[field].replace(/\D/g, '').endsWith(samplePhoneDigits)) {
      findings.push({
        group: 'Contacts',
        where: where(`contact.${field}`),
        what: `${config.contact[field]} is the sample number`,
      });
    }
  }
  for (const [i, profile] of config.social.entries()) {
    let placeholder = false;
    try {
      const url = new URL(profile.url);
      placeholder = exampleDomain.test(url.hostname) || /\/example\/?$/i.test(url.pathname);
    } catch {
      placeholder = true;
    }
    if (placeholder) {
      findings.push({
        group: 'Contacts',
        where: where(`social[${i}] (${profile.name})`),
        what: `${profile.url} is a placeholder profile`,
      });
    }
  }
  return findings;
}

/** The company-facts part of `siteConfig` the check reads (`siteConfig.company`). */
export interface CompanyFactsConfig {
  counters: readonly { title: string; end: number; placeholder: boolean }[];
  certificationIssuers: Readonly<Record<string, { issuer: string; placeholder: boolean }>>;
}

/**
 * Every company fact still marked `placeholder: true`: each counter of the company page and each
 * certificate issuer, one finding apiece, so the owner confirms or replaces them one by one.
 */
export function companyFindings(config: CompanyFactsConfig): Finding[] {
  const where = (field: string) => `src/config/site.ts → company.${field}`;
  const counters = config.counters.flatMap((counter, i) =>
    counter.placeholder
      ? [
          {
            group: 'Company facts' as const,
            where: where(`counters[${i}] (${counter.title})`),
            what: `${counter.end} is the template's figure: put the company's own, then set placeholder: false`,
          },
        ]
      : [],
  );
  const issuers = Object.entries(config.certificationIssuers).flatMap(([slug, { issuer, placeholder }]) =>
    placeholder
      ? [
          {
            group: 'Company facts' as const,
            where: where(`certificationIssuers.${slug}`),
            what: `'${issuer}' is unconfirmed: name the body on the issued certificate, then set placeholder: false`,
          },
        ]
      : [],
  );
  return [...counters, ...issuers];
}

/**
 * The public origin for canonical URLs and the sitemap must not be a local address.
 * @param url `SITE_URL`, else `siteConfig.defaultUrl`; `source` says which
 */
export function siteUrlFindings(url: string, source: string): Finding[] {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return [{ group: 'Site address', where: source, what: `${url} is not a URL` }];
  }
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\./.test(host) ||
    host.endsWith('.example');
  return local
    ? [{ group: 'Site address', where: source, what: `${url} is a local address: set SITE_URL to the public origin` }]
    : [];
}

/** The one sample-data flag of the per-model curves (and the stand-in pipe bores that go with it). */
export function engineeringFindings(flag: 'sample' | 'tested'): Finding[] {
  return flag === 'sample'
    ? [
        {
          group: 'Engineering data',
          where: 'src/config/site.ts → engineeringData',
          what: "'sample': replace content/catalogue/models/** with tested curves and content/engineering/pipes.json's stand-in bores, then set 'tested'",
        },
      ]
    : [];
}

/** The sample-data flag of the solar sizing's site table. */
export function solarSiteFindings(flag: 'sample' | 'confirmed'): Finding[] {
  return flag === 'sample'
    ? [
        {
          group: 'Engineering data',
          where: 'src/config/site.ts → solarSiteData',
          what: "'sample': replace every row of content/solar/sites.json (and content/solar/controllers.json) with figures downloaded from NASA POWER or the PVGIS/NIWE atlases and the range's datasheets, each with its source, then set 'confirmed'",
        },
      ]
    : [];
}

/** What the dealer check reads of a dealer (`content/dealers/dealers.json`). */
export interface DealerEntry {
  id: string;
  company: string;
  city: string;
  country: string;
  sample: boolean;
}

/**
 * Every dealer still marked `sample: true` (issue 45: the made-up dealers of the template, one or
 * more per country the site names), one finding apiece, so the owner replaces each by a real one.
 * @param dealers the dealers in file order
 * @param file the dealer file, repo-relative
 */
export function dealerFindings(dealers: readonly DealerEntry[], file: string): Finding[] {
  return dealers.flatMap((dealer, i) =>
    dealer.sample
      ? [
          {
            group: 'Dealers' as const,
            where: `${file} → [${i}] (${dealer.id})`,
            what: `${dealer.company}, ${dealer.city} (${dealer.country}) is a sample dealer: replace it with a real one (verifiedOn the day you checked), then set sample: false`,
          },
        ]
      : [],
  );
}

/** A video id and where it is set. */
export interface VideoEntry {
  where: string;
  videoId: string;
}

/**
 * Video ids made up for the sample content: they begin with the brand's name (a real provider id is
 * random), e.g. `KavexCorp01`.
 * @param brand the first word of `siteConfig.name`
 */
export function videoFindings(entries: readonly VideoEntry[], brand: string): Finding[] {
  const prefix = brand.toLowerCase();
  return entries
    .filter((entry) => entry.videoId.toLowerCase().startsWith(prefix))
    .map((entry) => ({ group: 'Videos', where: entry.where, what: `${entry.videoId} is a made-up id` }));
}

/** Content that still carries an owner note on illustrative figures (`illustrativeNote`). */
export function noteFindings(files: readonly string[]): Finding[] {
  return files.map((file) => ({
    group: 'Texts',
    where: `${file} → illustrativeNote`,
    what: 'figures marked illustrative: replace them with the data sheet, then delete the note',
  }));
}

/**
 * Pictures, videos and certificates still as the site's scripts generated them.
 * @param record site path → SHA-256 when generated (`generated-media.json`)
 * @param current site path → SHA-256 of the file now (undefined when missing)
 */
export function mediaFindings(
  record: Readonly<Record<string, string>>,
  current: (sitePath: string) => string | undefined,
): Finding[] {
  const still = Object.entries(record).filter(([sitePath, hash]) => current(sitePath) === hash);
  const byFolder = new Map<string, string[]>();
  for (const [sitePath] of still) {
    const folder = sitePath.split('/').slice(0, -1).join('/') || '/';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), sitePath]);
  }
  return [...byFolder.entries()].map(([folder, paths]) => ({
    group: 'Pictures and documents',
    where: `public${folder}/`,
    what: `${paths.length} generated ${paths.length === 1 ? 'file' : 'files'} (${paths
      .slice(0, 3)
      .map((p) => p.split('/').pop())
      .join(', ')}${paths.length > 3 ? ', …' : ''}): drop in the real ones under the same names`,
  }));
}

/**
 * The home page's event banner (issue 26) when it would show a past event that ended more than six
 * months ago because no upcoming event is listed.
 * @param choice what the banner shows today (`pickBannerEvent`)
 * @param today `YYYY-MM-DD`
 */
export function eventBannerFindings(choice: BannerChoice, today: string): Finding[] {
  if (!isStale(choice, today)) return [];
  return [
    {
      group: 'Texts',
      where: 'content/home/home.json → popup',
      what: `the home page's event banner shows "${choice.event.title}" (${eventDateLabel(choice.event)}), more than six months old: add the next event`,
    },
  ];
}

const groupOrder: Finding['group'][] = [
  'Contacts',
  'Company facts',
  'Site address',
  'Engineering data',
  'Dealers',
  'Videos',
  'Texts',
  'Pictures and documents',
];

/** The findings as the command prints them: grouped, one line each, with a count. */
export function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'Launch check: nothing left to replace.';
  const lines = [
    `Launch check: ${findings.length} ${findings.length === 1 ? 'thing' : 'things'} to replace before going live.`,
  ];
  for (const group of groupOrder) {
    const inGroup = findings.filter((f) => f.group === group);
    if (inGroup.length === 0) continue;
    lines.push('', `${group} (${inGroup.length})`);
    for (const finding of inGroup) lines.push(`  - ${finding.where}: ${finding.what}`);
  }
  return lines.join('\n');
}
