import path from 'node:path';
import { contentDir } from './load';

/** Absolute paths of the source files under `content/`. */
export const resourceFiles = {
  brochures: path.join(contentDir, 'resources', 'brochures.json'),
  events: path.join(contentDir, 'resources', 'events.json'),
  gallery: path.join(contentDir, 'resources', 'gallery.json'),
  home: path.join(contentDir, 'home', 'home.json'),
  company: path.join(contentDir, 'company', 'company.json'),
  privacyPolicy: path.join(contentDir, 'pages', 'privacy-policy.md'),
} as const;
