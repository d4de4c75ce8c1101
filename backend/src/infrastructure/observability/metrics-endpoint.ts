import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { metricsRegistry } from './metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: the process's metrics in Prometheus' text format (behind the admin credentials on the app's port).
 * Mounted for GET (and so HEAD) only; other methods are the 404 of an unknown path.
 */
export async function serveMetrics(_req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    const text = await metricsRegistry.metrics();
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  } catch (error) {
    next(error);
  }
}

/**
 * METRICS_PORT: a listener of its own serving GET /metrics only, without credentials, for a scraper on the pods'
 * network (never routed by the proxy or the Ingress). The worker, which has no HTTP server, is scraped this way.
 */
export function listenForMetrics(port: number, host: string | null): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, serveMetrics);
  return new Promise((resolve, reject) => {
    const listening = (error?: Error) => (error ? reject(error) : resolve(server));
    // METRICS_HOST (else HOST): one address only; null binds every interface, as Node does by default.
    const server = host === null ? app.listen(port, listening) : app.listen(port, host, listening);
  });
}
