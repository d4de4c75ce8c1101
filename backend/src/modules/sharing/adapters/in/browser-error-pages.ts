import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { ErrorPages } from '../../../../infrastructure/http/error-pages';
import { pageAt, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { DomainError } from '../../../../shared/domain/domain-error';
import { sendRefusalPage } from './public-error-page';

/**
 * The app's error answers to a browser's navigation (docs/decisions/0040-browser-error-pages.md): the public pages'
 * message page, on the host that was asked, its 'Go Home' to the app.
 */
@Injectable()
export class BrowserErrorPages extends ErrorPages {
  constructor(private readonly config: AppConfig) {
    super();
  }

  send(req: Request, res: Response, error: DomainError): void {
    // The path as asked: the host routing may have rewritten req.url to the app's route.
    const path = new URL(req.originalUrl || req.url, 'http://path.invalid').pathname;
    sendRefusalPage(res, error, pageAt(pageSiteOf(res, this.config.appUrl), path));
  }
}
