import { OwnedRepository } from '../../../../shared/application/owned-repository';
import type { Application } from '../../domain/application';

/** The person's applications (table `applications`); every call names the owner. */
export abstract class ApplicationRepository extends OwnedRepository<Application> {}
