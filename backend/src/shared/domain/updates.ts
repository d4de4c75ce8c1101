import { DomainError } from './domain-error';

/** An update's body may repeat the id of what it changes (the spec's clients send the whole entity); another id is refused. */
export function checkBodyId(bodyId: string | undefined, pathId: string): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new DomainError('VALIDATION_FAILED', undefined, {
      details: [{ field: 'id', problem: 'must be the id in the path' }],
    });
  }
}

/** Only the fields that were sent: `undefined` means "leave as it is". */
export function sentOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
