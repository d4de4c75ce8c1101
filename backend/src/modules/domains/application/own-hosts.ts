import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import type { OwnHosts } from '../domain/domain-name';

/** This deployment's own names, from the configuration, for the naming rules. */
@Injectable()
export class DeploymentHosts {
  readonly own: OwnHosts;

  constructor(config: AppConfig) {
    this.own = { appDomain: config.domains.appDomain, appHost: config.domains.appHost };
  }
}
