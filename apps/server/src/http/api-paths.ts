/** Which request paths belong to the API (JSON answers, no caching) rather than to the web app. */
const API_PREFIXES = ['/api/', '/n/', '/r/', '/m/', '/p/', '/x/', '/u/', '/e/', '/a/', '/ping', '/healthz'];

export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
