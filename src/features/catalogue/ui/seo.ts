import type { Product, PropertyValue, WithContext } from 'schema-dts';
import { siteConfig } from '@/config/site';
import { frequencyLabel, type CatalogueRoute } from '@/content/catalogue-routes';
import type { Performance } from '@/content/schemas/catalogue';
import { organizationId, truncateDescription, type ShareCard } from '@/features/seo';
import { performanceFigures } from './format';

/**
 * The catalogue's own search and share data: the Product structured data of a product page and
 * the share card of every catalogue page. Built on the site-wide nodes of the seo feature.
 */

/** UN/ECE Recommendation 20 unit codes and display units of each performance figure. */
const performanceUnits = {
  flowM3h: { name: 'Flow rate', unitCode: 'MQH', unitText: 'm³/h' },
  headM: { name: 'Head', unitCode: 'MTR', unitText: 'm' },
  powerKw: { name: 'Power', unitCode: 'KWT', unitText: 'kW' },
  speedRpm: { name: 'Speed', unitCode: 'RPM', unitText: 'rpm' },
  maxPressureBar: { name: 'Maximum pressure', unitCode: 'BAR', unitText: 'bar' },
  sizeInch: { name: 'Nominal size', unitCode: 'INH', unitText: 'in' },
  voltageV: { name: 'Supply voltage', unitCode: 'VLT', unitText: 'V' },
  outletMm: { name: 'Outlet size', unitCode: 'MMT', unitText: 'mm' },
  maxLiquidTempC: { name: 'Maximum liquid temperature', unitCode: 'CEL', unitText: '°C' },
} as const;

/**
 * The performance figures of a product as schema.org PropertyValues with units (UN/ECE codes in
 * `unitCode`, the symbol in `unitText`): ranges as `minValue`/`maxValue`, single figures as
 * `value`, the supply phases as text. Absent figures are skipped.
 */
export function performanceProperties(performance: Performance): PropertyValue[] {
  const properties: PropertyValue[] = [];
  const unit = (key: keyof typeof performanceUnits) => ({
    '@type': 'PropertyValue' as const,
    ...performanceUnits[key],
  });
  for (const key of ['flowM3h', 'headM', 'powerKw', 'voltageV', 'outletMm'] as const) {
    const range = performance[key];
    if (range) properties.push({ ...unit(key), minValue: range.min, maxValue: range.max });
  }
  if (performance.speedRpm) {
    const speeds = performance.speedRpm;
    properties.push({ ...unit('speedRpm'), value: speeds.length === 1 ? speeds[0]! : speeds });
  }
  for (const key of ['maxPressureBar', 'sizeInch', 'maxLiquidTempC'] as const) {
    const value = performance[key];
    if (value !== undefined) properties.push({ ...unit(key), value });
  }
  if (performance.phases) {
    properties.push({
      '@type': 'PropertyValue',
      name: 'Supply phases',
      value: performance.phases.map((phase) => (phase === 'single' ? 'single phase' : 'three phase')).join(', '),
    });
  }
  return properties;
}

/** The catalogue routes that describe one product: detail pages and static product pages. */
export type ProductRoute = Extract<CatalogueRoute, { kind: 'detail' | 'static' }>;

/**
 * Product of a detail page or static product page: name, description, picture, series (`model`),
 * category, brand, the manufacturer (the Organization) and the performance figures as
 * `additionalProperty` with units. There is no `offers`: the catalogue shows no prices.
 */
export function productJsonLd(route: ProductRoute, origin: string): WithContext<Product> {
  const item = route.kind === 'detail' ? route.product : route.page;
  const url = `${origin}${route.path}`;
  const additionalProperty = performanceProperties(item.performance);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.title,
    description: item.description.join(' '),
    image: [`${origin}${item.image}`],
    url,
    sku: route.kind === 'detail' ? route.product.id : route.path.split('/').slice(2).join('-').toLowerCase(),
    model: item.series,
    category: route.category.title,
    brand: { '@type': 'Brand', name: siteConfig.name },
    manufacturer: { '@id': organizationId(origin) },
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
  };
}

/**
 * Share card of a catalogue page: frequency, category and series above the title, up to four key
 * figures, and the product picture (listing pages show the category's banner instead).
 */
export function catalogueShareCard(route: CatalogueRoute): ShareCard {
  const range = frequencyLabel(route.hz).replace('HZ', 'Hz');
  switch (route.kind) {
    case 'listing':
    case 'placeholder':
      return {
        eyebrow: `${range} range`,
        title: route.category.title,
        subtitle: truncateDescription(route.category.intro, 110),
        picture: route.category.banner,
      };
    case 'detail':
    case 'static': {
      const item = route.kind === 'detail' ? route.product : route.page;
      return {
        eyebrow: `${range} · ${route.category.title} · Series ${item.series}`,
        title: item.title,
        facts: performanceFigures(item.performance)
          .map((figure) => figure.value)
          .slice(0, 4),
        picture: item.image,
      };
    }
  }
}
