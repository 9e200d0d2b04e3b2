import type { Field, GlobalConfig } from 'payload';
import { contentEditors } from '../access';
import { logGlobalChange } from '../publish/publish-log';

/** The back office's globals (one document each), as the publish log names them. */
type SiteGlobalSlug = Parameters<typeof logGlobalChange>[0];

/**
 * A global as every one of them is: in the admin's Site group; read by everyone, edited by the
 * content editors; each save in the publish log (which regenerates the pages showing it); the last
 * 50 versions kept. `admin` and `versions` add to those (a Preview button, drafts with a schedule).
 */
export function siteGlobal(config: {
  slug: SiteGlobalSlug;
  label: string;
  admin: { description: string } & NonNullable<GlobalConfig['admin']>;
  versions?: Exclude<GlobalConfig['versions'], boolean | undefined>;
  fields: Field[];
}): GlobalConfig {
  return {
    ...config,
    admin: { group: 'Site', ...config.admin },
    access: { read: () => true, update: contentEditors },
    hooks: { afterChange: [logGlobalChange(config.slug)] },
    versions: { ...config.versions, max: 50 },
  };
}
