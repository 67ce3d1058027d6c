/**
 * A timestamp as every answer carries it (ISO 8601 in UTC), or null for none. Both drivers
 * give a Date for timestamptz; a timestamp inside json (json_build_object) arrives as text.
 */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
