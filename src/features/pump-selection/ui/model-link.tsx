import { Link } from '@/components/ui/link';

/**
 * A pump model's code (e.g. 'KS4-05/24') as the link to its product page, marked `translate="no"`
 * so that the site's translation widget leaves the code as it is.
 * @param model the model code shown
 * @param href the product page of the model
 * @param className the link's classes where it stands (a card title, a table head, a list)
 */
export function ModelLink({ model, href, className }: { model: string; href: string; className: string }) {
  return (
    <Link href={href} className={className} translate="no">
      {model}
    </Link>
  );
}
