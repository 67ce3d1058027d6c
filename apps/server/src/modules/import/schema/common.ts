import { readTimeZone } from '@lp/contract';
import { knownTimeZone } from '@lp/domain';
import { SUPPORTED_LOCALES } from '@lp/i18n';
import { z } from 'zod';
import { isDateInput } from '../relative-date.ts';

export const externalId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('Stable id of this entity in the file; a re-import with the same externalId updates the row');

/** A reference to another entity by its externalId (in this file or imported before). */
export const ref = (what: string) => z.string().trim().min(1).describe(`externalId of a ${what}`);

export const dateInput = z
  .string()
  .refine(isDateInput, 'Invalid date')
  .describe(
    'ISO 8601 date or date-time (UTC when no offset), or relative to the import time: "now", "+3d", "-2h", "+10m", "-1w", "+1mo", "-1y", "-1d+2h"',
  )
  .meta({ id: 'DateInput' });

const SAFE_PATH = /^(?![/\\])(?![A-Za-z]:)(?!.*(?:^|[/\\])\.\.(?:[/\\]|$)).+$/;

export const filePath = z
  .string()
  .regex(SAFE_PATH, "Must be a relative path inside the import file's folder")
  .describe('Path of a file relative to the import file, e.g. "images/cover-01.svg"; its bytes are stored in the database')
  .meta({ id: 'FilePath' });

export const packagePath = z
  .string()
  .regex(SAFE_PATH, "Must be a relative path inside the import file's folder")
  .describe('Path of a SCORM 1.2, SCORM 2004 or cmi5 package (a .zip) relative to the import file (docs/import.md, Packages)')
  .meta({ id: 'PackagePath' });

export const url = z.url({ protocol: /^https?$/ }).describe('Absolute http(s) URL');

export const html = z.string().describe('HTML; style tags are removed when shown');

export const fraction = z.number().min(0).max(1);

export const timeZone = z
  .string()
  .refine((tz) => knownTimeZone(tz) !== undefined, 'Unknown time zone')
  .describe('IANA time zone, e.g. "Europe/Berlin"');

/** A user's zone (doc 2 §9, decision 0022): an IANA zone or a Windows name such as "W. Europe Standard Time", stored as IANA (rows/people.ts maps it). */
export const userTimeZone = z
  .string()
  .refine((name) => readTimeZone(name) !== undefined, 'Unknown time zone')
  .describe('IANA time zone, e.g. "Europe/Berlin", or a Windows time zone name, e.g. "W. Europe Standard Time" (stored as its IANA zone)');

/** A list given as a JSON array or as one comma-separated string (spec doc 1 §5: the locale list). */
export const stringList = z.union([z.array(z.string().trim().min(1)), z.string()]).transform((v) =>
  Array.isArray(v)
    ? v
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
);

/** One of the 35 interface locales of spec doc 1 §9. */
export const locale = z.enum(SUPPORTED_LOCALES, {
  error: (issue) => `Unknown locale ${JSON.stringify(issue.input)}; expected e.g. "en-US"`,
});
