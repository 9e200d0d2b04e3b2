import { fixedPageMetadata } from '@/config/page-metadata';
import { getPublishedAward, getPublishedEventSets } from '@/cms/content';
import { NewsAndEventsPage } from '@/features/resources';

export const metadata = fixedPageMetadata('newsAndEvents');

/** /resources/news-and-events (SPEC 2.11), with the events and the award published in the back office. */
export default async function NewsAndEventsRoute() {
  const [events, award] = await Promise.all([getPublishedEventSets(), getPublishedAward()]);
  return <NewsAndEventsPage events={events} award={award} />;
}
