import { siteConfig } from '@/config/site';

/**
 * The accessibility statement as data: what the site aims for, how it is tested, what is known not
 * to work yet and how to report a barrier. Keep it true: when a check in `npm test` changes
 * (tests/e2e/a11y.spec.ts, keyboard.spec.ts, links.spec.ts, html-validity.spec.ts) or a limitation
 * is fixed, change this file with it, and move {@link accessibilityStatement.reviewed}.
 */

/** A titled list in the statement. */
export interface StatementSection {
  /** Section heading (h2). */
  heading: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** Items of the section's list. */
  items: string[];
}

/** Content of the accessibility statement page. */
export const accessibilityStatement = {
  title: 'Accessibility',
  /** Date of the last review of this statement (ISO). */
  reviewed: '2026-11-22',
  standard: 'Web Content Accessibility Guidelines (WCAG) 2.2 at level AA',
  intro: `${siteConfig.name} wants everyone to be able to find a pump, read its specifications and reach our sales team, whatever device, browser or assistive technology they use. We build this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
  features: {
    heading: 'What you can expect',
    items: [
      'Every page works with a keyboard alone: a “Skip to content” link comes first, menus open with Enter or Space and close with Escape, and dialogs keep focus inside until you close them, then return it to where you were.',
      'Focus is always visible, and moving or auto-playing content (carousels, the home page video) has a pause button and stays still if your device asks for reduced motion.',
      'Pages are structured with headings and landmarks (header, navigation, main content, footer), links and buttons have descriptive names, and pictures that carry information have text alternatives.',
      'Text and controls meet the WCAG contrast ratios, and pages adapt to phone screens; wide specification tables scroll sideways instead of shrinking their text.',
      'Forms have visible labels, say which fields are required, and move focus to the first field that needs correcting with the reason in words.',
    ],
  } satisfies StatementSection,
  testing: {
    heading: 'How we test',
    intro:
      'These checks run automatically before every change to the site is published, and a failure stops the release:',
    items: [
      'axe-core checks every page against the WCAG 2.0, 2.1 and 2.2 A and AA rules, on a 360 px phone screen and a 1440 px desktop screen, with each menu and dialog also checked open.',
      'A keyboard-only walk-through operates the header menus, every kind of dialog, the carousels, the photo viewer, the video players and the enquiry forms, and tabs through one page of each kind checking that every focused item is visible and not hidden behind other content.',
      'The W3C Nu Html Checker validates the HTML of every page.',
      'A link checker crawls the whole site for broken links, pictures, documents, videos and fonts.',
      'Lighthouse audits accessibility on one page of each kind, on mobile and desktop settings.',
    ],
  } satisfies StatementSection,
  limitations: {
    heading: 'Known limitations',
    intro: 'Automated tests find many problems but not all of them. We know of these:',
    items: [
      'The PDF brochures and catalogues are not yet tagged for screen readers. Every figure in them is also on the product pages; if you need a brochure in another format, ask us and we will send it.',
      'Videos on the home and gallery pages are silent footage with no speech, so they have no captions; their titles describe them. Videos played from YouTube depend on YouTube’s player and its captions.',
      'The page translation widget uses Google Translate: translated text is machine-made and may read poorly with a screen reader.',
      'The new success criteria of WCAG 2.2 at level A that cannot be tested automatically (consistent help, redundant entry) have been checked by review, not by a test.',
    ],
  } satisfies StatementSection,
  feedback: {
    heading: 'Report a barrier',
    intro:
      'If something on this site does not work for you, tell us. Please include the page address and what you were trying to do; a screenshot helps if you can make one.',
    response:
      'We reply within two working days and, while we fix the problem, send you the information you need in a form that works for you.',
  },
} as const;
