/** Public entry of the resources feature: the downloads, gallery and news-and-events pages. */
export { DownloadsPage, GalleryPage, NewsAndEventsPage } from './ui/resource-pages';
