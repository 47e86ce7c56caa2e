import type { RequestListener } from 'node:http';
import type { ConsumerFigures } from './figures';

/**
 * GET /health of a service that runs consumers of the log (the projections, the processes):
 * 200 'ok' while each consumer is applied somewhere (running here, or standing by while another
 * replica holds its lock), 'degraded' while any has parked events, else 503 'unavailable'; each
 * consumer's figures under `consumers`. Cheap enough to be polled: a few queries in all.
 */
export function consumersHealthListener(figures: () => Promise<Record<string, ConsumerFigures>>): RequestListener {
  const answer = async (url: string | undefined): Promise<{ status: string; consumers?: Record<string, ConsumerFigures> }> => {
    if (url !== '/health') return { status: 'unavailable' };
    const consumers = await figures();
    const all = Object.values(consumers);
    const status = !all.every((c) => c.active) ? 'unavailable' : all.some((c) => c.parked > 0) ? 'degraded' : 'ok';
    return { status, consumers };
  };
  return (req, res) => {
    void answer(req.url)
      .catch(() => ({ status: 'unavailable' }))
      .then((body) => {
        res.writeHead(body.status === 'unavailable' ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(body));
      });
  };
}
