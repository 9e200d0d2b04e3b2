import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';

/**
 * A page of plain text, such as the privacy policy and the accessibility statement: a navy header with
 * the breadcrumb Home > `title` and the title as the page's heading, then `children` in a readable
 * column (about 70 characters a line). A server component.
 */
export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <header className="bg-navy-900 text-white">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          <Breadcrumb items={[{ label: 'Home', href: paths.home }, { label: title }]} tone="light" />
          <h1 className="mt-5 text-display font-bold">{title}</h1>
        </div>
      </header>
      <div className="container-page max-w-4xl py-12 sm:py-14">
        <div className="max-w-3xl">{children}</div>
      </div>
    </>
  );
}
