import type { Page } from '@playwright/test';

/** What a response is, for the breakdown of a figure. */
type Kind = 'scripts' | 'styles' | 'pages' | 'API' | 'other';
const KIND: Record<string, Kind> = { Script: 'scripts', Stylesheet: 'styles', Document: 'pages', XHR: 'API', Fetch: 'API' };

/**
 * Counts the bytes a page receives, as Chromium's network panel does: the `encodedDataLength` of every response
 * (headers and the body as sent, compressed or not), from Chromium's own protocol events, so the browser's own
 * Accept-Encoding and cache decide what is fetched and how.
 */
export async function wireMeter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map<string, Kind>();
  const urls = new Map<string, string>();
  let bytes = new Map<Kind, number>();
  let files: { url: string; kind: Kind; bytes: number }[] = [];
  // Requests sent and not yet finished, and when the last one ended: the page is quiet when none is open.
  const open = new Set<string>();
  let lastEnd = Date.now();
  const end = (requestId: string) => {
    open.delete(requestId);
    lastEnd = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    open.add(event.requestId);
    urls.set(event.requestId, event.request.url);
  });
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, KIND[event.type] ?? 'other'));
  cdp.on('Network.loadingFinished', (event) => {
    end(event.requestId);
    const kind = kinds.get(event.requestId) ?? 'other';
    bytes.set(kind, (bytes.get(kind) ?? 0) + event.encodedDataLength);
    files.push({ url: urls.get(event.requestId) ?? '', kind, bytes: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => end(event.requestId));
  return {
    /** Starts a new count. */
    reset() {
      bytes = new Map();
      files = [];
    },
    /**
     * Resolves once no request has been open for `quietMs`. Playwright's 'networkidle' is a state of the
     * document's load, reached once: after a navigation inside the page (the sign-in's way to the home page) it
     * resolves at once, and what that screen still fetched was counted in the next figure.
     */
    async quiet(quietMs = 500, atMostMs = 30_000) {
      const until = Date.now() + atMostMs;
      while ((open.size > 0 || Date.now() - lastEnd < quietMs) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
    /** Empties the browser's cache: the next load is a first visit's. */
    async clearCache() {
      await cdp.send('Network.clearBrowserCache');
    },
    total: () => [...bytes.values()].reduce((sum, n) => sum + n, 0),
    /** Each response received since the count started: its address, kind and bytes on the wire. */
    files: () => [...files],
    /** `scripts 120.3 KB, API 4.1 KB, ...`, largest first. */
    breakdown: () =>
      [...bytes]
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${kind} ${(n / 1024).toFixed(1)} KB`)
        .join(', '),
  };
}
