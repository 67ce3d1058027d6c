const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value a caller sent could be an id of ours: checked before it reaches a uuid
 * column, where anything else would be a database error instead of a clear answer.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
