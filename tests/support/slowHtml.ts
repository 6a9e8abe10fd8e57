/**
 * A phone's connection for one page: a local proxy to the site that sends a page's HTML in two
 * parts with a pause between them, so the browser parses and paints the first part before the rest
 * arrives (as it does on a slow network); everything else passes through unchanged.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowHtml {
  origin: string;
  close: () => Promise<void>;
}

/** `splitAt(html)` is where the first part ends; `pauseMs` how long the rest waits. */
export async function slowHtmlProxy(siteOrigin: string, splitAt: (html: string) => number, pauseMs = 2_000): Promise<SlowHtml> {
  const server = createServer(async (req, res) => {
    // A failed upstream request must still answer, or the page's load never ends.
    const upstream = await fetch(new URL(req.url ?? '/', siteOrigin), { headers: { accept: req.headers.accept ?? '*/*' } }).catch(
      () => undefined,
    );
    if (!upstream) {
      res.writeHead(502).end();
      return;
    }
    // fetch has decoded the body: what is sent on is plain, so the length and encoding headers go.
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
    );
    res.writeHead(upstream.status, headers);
    if (!upstream.headers.get('content-type')?.includes('text/html')) {
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const at = splitAt(html);
    res.write(html.slice(0, at));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    res.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser keeps its connections open (and may still be fetching, e.g. a prefetched link):
    // close them too, or closing waits for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
