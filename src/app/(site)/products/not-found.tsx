// The site's 404 for this segment's `notFound()`: see src/app/(site)/not-found-route.tsx for why it is not at the root.
export { NotFoundRoute as default, notFoundMetadata as metadata } from '@/app/(site)/not-found-route';
