import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePdfs, type GeneratedPdf } from '../../scripts/generate-pdfs';
import { renderBrochure } from '../../scripts/pdf/brochure';
import { getCatalogue } from './catalogue';
import { ContentError, parseContent, rootDir } from './load';
import {
  catalogueFile,
  getPrivacyPolicy,
  privacyPolicySections,
  readResources,
  resolveBrochure,
  seriesCodes,
} from './resources';
import { brochureSchema, homeFileSchema, industrySlugSchema } from './schemas/resources';

/**
 * Resource content (SPEC 2.3-2.7, 2.11, 3.2, 9) and the PDFs generated from it. Content is read
 * through readResources (validated, no file checks) so those tests do not depend on which pictures
 * and videos exist. The PDFs embed the catalogue's pictures, so that block first runs the image
 * generator (it only draws missing files, as in prebuild) and then writes the PDFs into a temporary
 * folder standing for public/.
 */

const content = readResources();
let outDir = '';
let generated: GeneratedPdf[] = [];

/** Draws the pictures the PDFs embed, as prebuild does (the generator only creates missing files). */
function ensureImages(): void {
  const script = path.join(rootDir, 'scripts', 'generate-images.ts');
  if (!fs.existsSync(script)) return;
  const tsxCli = createRequire(path.join(rootDir, 'package.json')).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, script], { cwd: rootDir, stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`generate-images failed:\n${result.stderr}`);
}

function pdfAt(sitePath: string): Buffer {
  return fs.readFileSync(path.join(outDir, sitePath));
}

describe('brochures (SPEC 2.11 Downloads, 3.2)', () => {
  const brochures = content.brochures;

  it('has 32 brochures: 21 for 50 Hz and 11 for 60 Hz', () => {
    expect(brochures).toHaveLength(32);
    expect(brochures.filter((b) => b.hz === '50hz')).toHaveLength(21);
    expect(brochures.filter((b) => b.hz === '60hz')).toHaveLength(11);
  });

  it('includes plastic pumps and inline circulation pumps in the 50 Hz range, with their own products', () => {
    for (const title of ['Plastic Pumps', 'Inline Circulation Pumps']) {
      const brochure = brochures.find((b) => b.title === title);
      expect(brochure?.hz).toBe('50hz');
      expect(brochure?.source.type).toBe('items');
    }
  });

  it('names image and PDF after the slug', () => {
    for (const b of brochures) {
      expect(b.image).toBe(`/images/brochures/${b.slug}.webp`);
      expect(b.file).toBe(`/brochures/${b.slug}.pdf`);
    }
    expect(new Set(brochures.map((b) => b.no)).size).toBe(32);
  });

  it('rejects a brochure whose image does not follow the slug, naming the field', () => {
    const bad = { ...brochures[0]!, image: '/images/brochures/other.webp' };
    expect(() => parseContent('content/resources/brochures.json', brochureSchema, bad)).toThrow(ContentError);
    expect(() => parseContent('content/resources/brochures.json', brochureSchema, bad)).toThrow(/image: must be/);
  });

  it('reads series codes out of combined series', () => {
    expect(seriesCodes('KS & KP')).toEqual(['KS', 'KP']);
    expect(seriesCodes('KPE/TPS')).toEqual(['KPE', 'TPS']);
  });
});

describe('certifications (SPEC 2.4)', () => {
  const items = content.company.certifications.items;

  it('lists CE, ISO and NSF with their logos and certificate paths', () => {
    expect(items.map((c) => c.name)).toEqual([
      'Conformité Européenne',
      'International Organisation for Standardisation',
      'National Sanitation Foundation',
    ]);
    expect(items.map((c) => c.certificate)).toEqual([
      '/certificates/ce.pdf',
      '/certificates/iso.pdf',
      '/certificates/nsf.pdf',
    ]);
    expect(items.map((c) => c.image)).toEqual([
      '/images/certifications/ce.webp',
      '/images/certifications/iso.webp',
      '/images/certifications/nsf.webp',
    ]);
  });
});

describe('news and events (SPEC 2.11, 3.2)', () => {
  it('has the eight event sets in page order with the SPEC image counts', () => {
    expect(content.events.map((e) => [e.id, e.images.length])).toEqual([
      ['kenya2025', 5],
      ['zambia2025', 5],
      ['milano2024', 18],
      ['milano2022', 7],
      ['dubai2019', 6],
      ['dubai2018', 5],
      ['dubai2017', 3],
      ['milano2018', 4],
    ]);
    expect(content.events.map((e) => e.title)).toEqual([
      'Kenya Product Launch 2025',
      'Zambia Agritech Expo 2025',
      'Milano Italy 2024',
      'Milano Italy 2022',
      'Big 5 Dubai 2019',
      'Big 5 Dubai 2018',
      'Big 5 Dubai 2017',
      'Milano Italy 2018',
    ]);
  });

  it('gives every photo its own alt text', () => {
    const alts = content.events.flatMap((e) => e.images.map((i) => i.alt));
    expect(new Set(alts).size).toBe(alts.length);
  });
});

describe('gallery (SPEC 2.11)', () => {
  const gallery = content.gallery;

  it('has the four photo grids with 5, 5, 2 and 10 photos', () => {
    expect(gallery.grids.map((g) => [g.id, g.images.length])).toEqual([
      ['meets', 5],
      ['libya-showroom', 5],
      ['morocco-showroom', 2],
      ['east-africa', 10],
    ]);
  });

  it('has the local videos, the three embedded groups and two Morocco showroom videos', () => {
    expect(gallery.videos.map((v) => v.src)).toEqual(['/media/showroom-kenya.mp4', '/media/milano-event.mp4']);
    expect(gallery.videoGroups.map((g) => g.title)).toEqual([
      'Company',
      'Behind the scenes & Insights',
      'Field Installations And Testimonials',
    ]);
    for (const group of gallery.videoGroups) {
      expect(group.videos.length).toBeGreaterThanOrEqual(2);
      expect(group.videos.length).toBeLessThanOrEqual(4);
    }
    expect(gallery.showroomVideos.videos.map((v) => v.src)).toEqual([
      '/media/showroom-morocco-1.mp4',
      '/media/showroom-morocco-2.mp4',
    ]);
  });

  it("gives every embedded video its own poster from the site's pictures (issue 15, item 11)", () => {
    const posters = gallery.videoGroups.flatMap((g) => g.videos.map((v) => v.poster));
    expect(posters.length).toBeGreaterThan(0);
    expect(new Set(posters).size).toBe(posters.length);
    for (const poster of posters) {
      expect(poster).toMatch(/^\/images\/.+\.webp$/);
      expect(fs.existsSync(path.join(rootDir, 'public', poster)), poster).toBe(true);
    }
  });
});

describe('home (SPEC 2.3)', () => {
  // The owner may rename a tile or replace the videos; the rules are what stays: the six SPEC
  // industries by slug in SPEC order, each with a name, and video sources of their own type.
  const home = content.home;
  const parseHome = (data: unknown) => parseContent('content/home/home.json', homeFileSchema, data);

  it('has the six industries in SPEC order, each named once', () => {
    expect(home.industries.items.map((i) => i.slug)).toEqual(industrySlugSchema.options);
    const names = home.industries.items.map((i) => i.name.trim());
    expect(names.filter((name) => name.length > 0)).toHaveLength(6);
    expect(new Set(names).size).toBe(6);
  });

  it('refuses the industries out of SPEC order, naming the tile', () => {
    const [first, second, ...rest] = home.industries.items;
    const swapped = { ...home, industries: { ...home.industries, items: [second, first, ...rest] } };
    expect(() => parseHome(home)).not.toThrow();
    expect(() => parseHome(swapped)).toThrow(/items\.0\.slug: must be building-commercial/);
  });

  it('has hero video sources of their own type and a corporate video id', () => {
    expect(home.hero.webm).toMatch(/^\/.+\.webm$/);
    expect(home.hero.mp4).toMatch(/^\/.+\.mp4$/);
    expect(() => parseHome({ ...home, hero: { ...home.hero, webm: home.hero.mp4 } })).toThrow(
      /webm: must be a \.webm file/,
    );
    expect(home.corporateVideo.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});

describe('company, dealers and contact (SPEC 2.4, 2.5, 2.7, 9)', () => {
  const company = content.company;

  it('has Vision, Mission and Values slides', () => {
    expect(company.visionMission.map((v) => v.title)).toEqual(expect.arrayContaining(['Vision', 'Mission', 'Values']));
  });

  it('has the distributor blurb and the four benefits', () => {
    const blurb = company.dealers.paragraphs.join(' ');
    expect(blurb).toMatch(/ISO-certified manufacturing/);
    expect(blurb).toMatch(/digital design/);
    expect(company.dealers.benefits.map((b) => b.title)).toEqual([
      'Training on new models, spare parts and servicing',
      'Marketing and brand promotional support',
      'Manufacturer warranty',
      'Wide variety of pumping solutions',
    ]);
  });

  it("has the contact page's help offer and the quote block text", () => {
    expect(company.contact.helpHeading).toBe("We're Here to Help!");
    expect(company.contact.quoteHeading).toBe('Request Quotes');
    expect(company.contact.quoteText).toMatch(/custom quote/i);
  });
});

describe('privacy policy (SPEC 2.6)', () => {
  const policy = content.privacyPolicy;

  it('has both SPEC sections', () => {
    expect(privacyPolicySections).toEqual(['Collection of Information', 'Policy Governance']);
    for (const section of privacyPolicySections) expect(policy.body).toContain(`## ${section}`);
  });

  it('states consent to calls and SMS for 12 months, even for numbers on a do-not-disturb register', () => {
    expect(policy.body).toMatch(
      /call[\s\S]*SMS[\s\S]*12 months[\s\S]*even if your number is registered on the Do Not Disturb \(DND\)/,
    );
  });

  it('fills in the contact details from the site configuration', () => {
    expect(policy.body).not.toMatch(/\{\{/);
    expect(policy.body).toContain('Coimbatore');
  });

  it('names the contact details it is given (the back office’s) in place of the seed’s', () => {
    const moved = getPrivacyPolicy({
      salesEmail: 'privacy@example.com',
      phoneDisplay: '+91 422 400 0000',
      address: ['12 Avinashi Road', 'Coimbatore 641018'],
    });
    expect(moved.body).toContain('12 Avinashi Road, Coimbatore 641018');
    expect(moved.body).toContain('E-mail: privacy@example.com');
    expect(moved.body).toContain('Phone: +91 422 400 0000');
    expect(moved.body).not.toContain('SIDCO');
    expect(moved.body.replace(/^Grievance Officer[\s\S]*$/m, '')).toBe(
      policy.body.replace(/^Grievance Officer[\s\S]*$/m, ''),
    );
  });
});

describe('generated PDFs', () => {
  const brochures = content.brochures;
  /** Every file the generator would write, in order; a sample of them is rendered (the build renders all). */
  const offered: string[] = [];
  /** Rendered here: the 60 Hz catalogue (the smaller), the first brochure and the three certificates. */
  const sample = (sitePath: string) =>
    sitePath === catalogueFile('60hz') || sitePath === brochures[0]!.file || sitePath.startsWith('/certificates/');

  beforeAll(async () => {
    ensureImages();
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-pdfs-'));
    // Datasheets have their own test (scripts/datasheets.test.ts).
    generated = await generatePdfs({
      outDir,
      kinds: ['catalogues', 'brochures', 'certificates'],
      only: (sitePath) => {
        offered.push(sitePath);
        return sample(sitePath);
      },
    });
  }, 300_000);

  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('writes both catalogues, 32 brochures and 3 certificates', () => {
    expect(offered.map((sitePath) => sitePath.split('/')[1])).toEqual([
      ...Array(2).fill('catalogues'),
      ...Array(32).fill('brochures'),
      ...Array(3).fill('certificates'),
    ]);
    expect(offered.filter((sitePath) => sitePath.startsWith('/brochures/'))).toEqual(brochures.map((b) => b.file));
    expect(generated.map((r) => r.sitePath)).toEqual(offered.filter(sample));
  });

  it('covers every catalogue product and static page of its frequency at least once', () => {
    const catalogue = getCatalogue();
    const covered = new Set(
      brochures.flatMap((b) => {
        const c = resolveBrochure(b, catalogue);
        return [...c.products.map((p) => `${p.hz}/${p.id}`), ...c.staticPages.map((p) => `${p.hz}/${p.path}`)];
      }),
    );
    const all = [
      ...catalogue.products.map((p) => `${p.hz}/${p.id}`),
      ...catalogue.staticPages.map((p) => `${p.hz}/${p.path}`),
    ];
    expect(all.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('writes a brochure as a PDF small enough to download on a phone, the same bytes every time', async () => {
    const brochure = brochures[0]!;
    const pdf = pdfAt(brochure.file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(500 * 1024);
    const again = await renderBrochure(brochure, resolveBrochure(brochure));
    expect(again.equals(pdf)).toBe(true);
  });

  it('stops the build, naming the file, when a PDF is over its size limit, and writes nothing then', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-pdfs-'));
    try {
      await expect(
        generatePdfs({
          outDir: dir,
          kinds: ['brochures'],
          only: (sitePath) => sitePath === brochures[0]!.file,
          sizeLimits: { brochures: 10 * 1024 },
        }),
      ).rejects.toThrow(`${brochures[0]!.file} is `);
      expect(fs.existsSync(path.join(dir, brochures[0]!.file))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has both catalogues at the path pages link to', () => {
    expect(catalogueFile('50hz')).toBe('/catalogues/all-products-catalogue-50hz.pdf');
    expect(catalogueFile('60hz')).toBe('/catalogues/all-products-catalogue-60hz.pdf');
    const pdf = pdfAt(catalogueFile('60hz'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('wrote a certificate PDF for each certification', () => {
    for (const c of content.company.certifications.items)
      expect(pdfAt(c.certificate).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps a certificate the owner has put in place', async () => {
    const issued = Buffer.from('%PDF-1.4 issued certificate');
    fs.writeFileSync(path.join(outDir, '/certificates/ce.pdf'), issued);
    const results = await generatePdfs({ outDir, kinds: ['certificates'] });
    expect(results.find((r) => r.sitePath === '/certificates/ce.pdf')?.status).toBe('kept');
    expect(pdfAt('/certificates/ce.pdf').equals(issued)).toBe(true);
  });
});
