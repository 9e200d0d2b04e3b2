import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getPublishedAward, getPublishedEventSets } from '@/cms/content';
import { NewsAndEventsPage } from '@/features/resources';

export const metadata: Metadata = {
  title: 'News & Events',
  description:
    'Kavex Pumps at product launches and trade fairs: Kenya 2025, Zambia Agritech Expo 2025, Milan 2024, 2022 and 2018, and Big 5 Dubai 2017 to 2019, in photos.',
  alternates: { canonical: paths.newsAndEvents },
};

/** /resources/news-and-events (SPEC 2.11), with the events and the award published in the back office. */
export default async function NewsAndEventsRoute() {
  const [events, award] = await Promise.all([getPublishedEventSets(), getPublishedAward()]);
  return <NewsAndEventsPage events={events} award={award} />;
}
