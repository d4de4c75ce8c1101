import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import generated from './answer-schemas.generated.json';

/** A JSON Schema as OpenAPI 3.0 writes one (nullable, $ref to components). */
export type JsonSchema = SchemaObject & Partial<ReferenceObject>;

/** A 2xx answer: its status when not the one Nest answers with, and its body by media type. */
export interface Answer {
  status?: number;
  description?: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface AnswerSchemas {
  /** `GET /api/user` -> its 2xx answer; null: no body (204, or a handler that answers nothing). */
  answers: Record<string, Answer | null>;
  /** Request bodies no DTO class describes (`POST /api/resume/import/json-resume` takes a JSON Resume). */
  bodies: Record<string, JsonSchema>;
  /** The body of every error answer (code and message from the error catalogue). */
  error: JsonSchema;
  /** The named types the answers refer to (#/components/schemas/...). */
  schemas: Record<string, JsonSchema>;
}

/**
 * Generated from the controllers' declared return types and the contracts (testing/answer-schemas.generator.ts):
 * the OpenAPI test fails when this file is out of date, and UPDATE_OPENAPI=1 rewrites it.
 */
export const ANSWER_SCHEMAS = generated as unknown as AnswerSchemas;
