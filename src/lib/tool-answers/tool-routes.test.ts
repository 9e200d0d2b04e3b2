import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { documentedContracts } from '../../../scripts/api-docs';
import { isToolPage, toolRouteAt, toolRoutes } from './tool-routes';

/**
 * The routes whose answers the server keeps by canonical query (issue 51) are written here as paths,
 * as `lib/` may not read the tools' contracts: this holds them to the contracts, so a tool whose page
 * or API moves is not left out of the cache and its per-client limit.
 */
describe('the tool routes', () => {
  it('are each tool contract’s page and JSON API, and the search page', () => {
    const pages = [...documentedContracts.map((contract) => contract.path), paths.search];
    const apis = documentedContracts.map((contract) => contract.api);
    expect(toolRoutes.filter((route) => route.kind === 'page').map((route) => route.path)).toEqual(
      expect.arrayContaining(pages),
    );
    expect(toolRoutes.filter((route) => route.kind === 'api').map((route) => route.path)).toEqual(
      expect.arrayContaining(apis),
    );
    expect(toolRoutes).toHaveLength(pages.length + apis.length);
  });

  it('are found by their exact path only', () => {
    expect(toolRouteAt('/api/solar-sizing')?.kind).toBe('api');
    expect(isToolPage(paths.pumpSelector)).toBe(true);
    expect(isToolPage('/api/pumps/select')).toBe(false);
    expect(toolRouteAt('/pump-selector/compare')).toBeUndefined();
  });
});
