import type { SiteRoute } from '../../src/content/site-routes';

/**
 * A typical filled-in URL of each engineering tool, of search and of the dealer finder, so that the
 * browser checks (axe, keyboard, HTML validity) see the tool's results, its chart or sheet and their
 * links, not only the empty form; the empty forms are still checked through every route's server
 * HTML. Real model codes and a duty the catalogue meets, so each state has results. The dealer
 * finder's India has dealers in several states, so its state shows the region step and the dealer
 * cards, rendered per request (the proxy's rewrite to /dealers/find) where `/dealers` itself is
 * prerendered.
 */
export const toolStates: Partial<Record<SiteRoute['template'], string>> = {
  selector: '/pump-selector?flow=6&head=120&hz=50',
  compare: '/pump-selector/compare?models=KS4-05%2F24,KS4-05%2F68&flow=6&head=120&hz=50',
  search: '/search?q=submersible%20pump',
  dealers: '/dealers?country=IN',
  sizing:
    '/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&flowM3h=6&cableLengthM=20&tariffPerKwh=8',
  'solar-sizing':
    '/solar-pump-sizing?site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6',
};

/** The URL the browser checks load for a route: its tool state, or the route itself. */
export function checkedUrl(route: SiteRoute): string {
  return toolStates[route.template] ?? route.path;
}
