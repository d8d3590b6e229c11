import { str } from '../../lib/schema';

/** A nullable bounded string (forms send null for cleared fields). */
export const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** A code that may arrive as a number or a string (sex: 1 or "1"): numbers are coerced to text. */
export const scalar = nullableText;

/**
 * Query of a list endpoint (CONTRACT §5.1): any filter key, each a bounded string; the advanced
 * query's encoded JSON may be longer. The list engine decides which keys are filters.
 */
export const listQuerySchema = {
  type: 'object',
  properties: { superQueryParams: str(8000) },
  // A repeated key arrives as an array; the list engine joins it with ',' (Spring binding).
  additionalProperties: { anyOf: [str(2000), { type: 'array', maxItems: 100, items: str(2000) }] },
} as const;
