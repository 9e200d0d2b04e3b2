/**
 * Turns Next.js page `searchParams` (string, string[] or undefined per key) into URLSearchParams,
 * keeping repeated keys in order. Used by every page rendered from its URL (selector, compare, sizing).
 */
export function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value !== undefined) params.append(key, value);
  }
  return params;
}
