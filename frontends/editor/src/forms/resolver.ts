import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldValues, Resolver } from 'react-hook-form';

type DtoClass = new () => object;
const cache = new Map<DtoClass, Resolver<FieldValues>>();

/**
 * The react-hook-form resolver for a DTO class of the contracts: the form validates with the very rules the API
 * applies, and submits the transformed values (trimmed, blanks as null). One resolver per class.
 */
export function resolverFor<V extends FieldValues>(dto: DtoClass): Resolver<V> {
  let resolver = cache.get(dto);
  if (!resolver) {
    resolver = classValidatorResolver(dto as never) as unknown as Resolver<FieldValues>;
    cache.set(dto, resolver);
  }
  return resolver as unknown as Resolver<V>;
}
