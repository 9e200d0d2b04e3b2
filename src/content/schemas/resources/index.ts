/**
 * Schemas of the non-catalogue content: brochures, event and media galleries, the home page,
 * the company/dealers/contact texts and the privacy policy (SPEC 2.3-2.7, 2.11, 3.2).
 * Sources live under `content/resources/`, `content/home/`, `content/company/` and `content/pages/`.
 */
export * from './media';
export * from './brochures';
export * from './galleries';
export * from './home';
export * from './company';
