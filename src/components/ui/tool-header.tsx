import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';

/**
 * The compact navy header of the selector tools (server component): breadcrumb, h1 and one line of
 * introduction. Tools get a short band instead of the picture banner so the form is in view at once.
 * @param crumbs the breadcrumb; default Home > `title`
 */
export function ToolHeader({
  title,
  intro,
  crumbs = [{ label: 'Home', href: paths.home }, { label: title }],
}: {
  title: string;
  intro: ReactNode;
  crumbs?: Crumb[];
}) {
  return (
    <header className="bg-navy-900 text-white print:bg-white print:text-navy-900">
      <div className="container-page py-8 sm:py-10">
        <div className="print:hidden">
          <Breadcrumb items={crumbs} tone="light" />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-3xl leading-relaxed text-navy-100 print:text-ink-700">{intro}</p>
      </div>
    </header>
  );
}
