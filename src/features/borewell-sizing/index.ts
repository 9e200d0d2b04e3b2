/**
 * Public entry of the borewell sizing tool (issue 13) for any module, the browser included: the
 * sizing domain (pure: no React, no I/O). The proxy and solar sizing use it. The page and the JSON
 * API read content on the server: `./index.server`.
 */
export * from './domain';
