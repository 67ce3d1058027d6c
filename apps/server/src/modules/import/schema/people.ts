import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { dateInput, externalId, locale, ref, userTimeZone } from './common.ts';

export interface UnitInput {
  externalId: string;
  name: string;
  children?: UnitInput[] | undefined;
}

/** Units form a tree: children are nested, the parent is where a unit appears. */
export const unitSchema: z.ZodType<UnitInput> = z
  .strictObject({
    externalId,
    name: z.string().min(1),
    get children() {
      return z.array(unitSchema).optional();
    },
  })
  .meta({ id: 'Unit' });

const SCOPED_REF = /^(unit|course|group|user):.+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const permissionSchema = z.strictObject({
  name: z.string().min(1).describe('e.g. ObjectiveWorkflow.Create, Research.Access'),
  scopeId: z
    .string()
    .refine((s) => UUID.test(s) || SCOPED_REF.test(s), 'Expected a UUID or "unit:|course:|group:|user:<externalId>"')
    .optional()
    .describe('Scope of the permission: a UUID, or an entity of the file as "course:<externalId>"'),
});

export const userSchema = z.strictObject({
  externalId,
  email: z.email(),
  firstName: z.string().default(''),
  middleName: z.string().default(''),
  lastName: z.string().default(''),
  timezone: userTimeZone.optional(),
  locale: locale.optional(),
  password: z.string().min(1).optional().describe('Plain-text password for the bundled identity provider; stored hashed (scrypt)'),
  passwordHash: z
    .string()
    .startsWith('scrypt$')
    .optional()
    .describe('An already hashed password (scrypt$salt$hash); for bulk loads where hashing each one is too slow'),
  oidcSubject: z.string().optional().describe('Subject at an external OpenID Connect issuer'),
  isActive: z.boolean().default(true),
  roles: z.array(z.enum(ROLES)).default(['Learner']),
  permissions: z.array(permissionSchema).default([]),
  features: z.array(z.string()).default(['Platform.Lms']).describe('Licensed platform features'),
  units: z.array(z.strictObject({ unit: ref('unit'), isPrimary: z.boolean().default(false) })).default([]),
  createdAt: dateInput.optional().describe('Set on the first import only'),
});

export const groupSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  members: z.array(ref('user')).default([]),
});

export type UserInput = z.output<typeof userSchema>;
export type GroupInput = z.output<typeof groupSchema>;
