import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './metrics';
import { routeLabel } from './route-label';

/** Methods a client may send are unbounded: others share one label, so no client can grow the series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Times every request, static files and errors included, into http_request_duration_seconds. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    // A client that hung up before the answer: 499, as proxies count it.
    const status = res.writableFinished ? String(res.statusCode) : '499';
    end({ method: METHODS.has(req.method) ? req.method : 'OTHER', route: routeLabel(req), status_code: status });
  };
  res.once('finish', record);
  res.once('close', record);
  next();
}
