/** A bounded string field for route body/query schemas: every input has a maximum length. */
export const str = (max: number) => ({ type: 'string', maxLength: max }) as const;
