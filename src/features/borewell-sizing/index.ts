/**
 * Public entry of the borewell sizing tool (issue 13) for any module, the browser included: the
 * sizing domain (pure: no React, no I/O). The proxy uses it; the solar sizing reads the borewell
 * query from `@/engineering/sizing-query` (no tool imports another, decision 0041). The page and
 * the JSON API read content on the server: `./index.server`.
 */
export * from './domain';
