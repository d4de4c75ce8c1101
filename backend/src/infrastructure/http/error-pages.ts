import type { Request, Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error';

/**
 * Whether an error answer should be a page (docs/decisions/0040-browser-error-pages.md): a request outside the API
 * whose Accept header ranks text/html above JSON, as a browser's navigation does. Accept: application/json, no Accept
 * header or any-type wildcard alone (curl, fetch, the SDKs) keep the JSON body; /api is the API whatever Accept says.
 */
export function wantsPage(req: Request): boolean {
  return !isApiPath(req) && req.accepts(['application/json', 'text/html']) === 'text/html';
}

export const isApiPath = (req: Request): boolean => req.path === '/api' || req.path.startsWith('/api/');

/**
 * The page a browser gets for an error of a public address. The sharing module renders it (its public pages' look
 * and words); shared infrastructure knows only this port, so it imports no module.
 */
export abstract class ErrorPages {
  abstract send(req: Request, res: Response, error: DomainError): void;
}
