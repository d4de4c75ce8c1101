import { Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { toDomainError } from './api-exception.filter';

/** A database or Redis outage is 'try again shortly' (503 with Retry-After), not a server fault (500). */
describe('answers to errors of the services the app depends on', () => {
  const logger = new Logger('test');
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  const answer = (error: unknown) => {
    const e = toDomainError(error, logger);
    return [e.code, e.extras.retryAfterSeconds];
  };
  const driverError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

  it('turns a lost or refused database connection into 503 SERVICE_UNAVAILABLE, retry after 5 s', () => {
    for (const code of ['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ER_SERVER_SHUTDOWN']) {
      expect(answer(new QueryFailedError('SELECT 1', [], driverError(code)))).toEqual(['SERVICE_UNAVAILABLE', 5]);
      expect(answer(driverError(code))).toEqual(['SERVICE_UNAVAILABLE', 5]);
    }
  });

  it('turns Redis giving up while it reconnects into 503', () => {
    const gaveUp = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(answer(gaveUp)).toEqual(['SERVICE_UNAVAILABLE', 5]);
    expect(answer(new Error('Connection is closed.'))).toEqual(['SERVICE_UNAVAILABLE', 5]);
  });

  it('keeps other failures a 500 INTERNAL', () => {
    expect(answer(new QueryFailedError('SELECT x', [], driverError('ER_BAD_FIELD_ERROR')))).toEqual([
      'INTERNAL',
      undefined,
    ]);
    expect(answer(new TypeError('x is undefined'))).toEqual(['INTERNAL', undefined]);
  });
});
