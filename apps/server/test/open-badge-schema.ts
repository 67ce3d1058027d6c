// The JSON Schema an OpenBadgeCredential must meet, for the tests (issue 31, decision 0054).
// 1EdTech publishes it as ob_v3p0_achievementcredential_schema.json (draft 2019-09), but no
// npm package ships it and the tests reach no network, so this restates, in our words, what
// that schema requires of the parts we issue (OB 3.0.3, VC Data Model 2.0 dates): the
// required properties of AchievementCredential, Profile, AchievementSubject, Achievement,
// Criteria and IdentityObject, the two contexts first, the types each must contain, the
// date-time formats, and IdentityObject's closed set of properties. Its `id`s are also
// URIs, as the data model types them (OB 3.0 §B "URI").

const URI = { type: 'string', format: 'uri' } as const;
const DATE_TIME = { type: 'string', format: 'date-time' } as const;
/** "The value of the type property MUST be an unordered set. One of the items MUST be …" */
const typesContaining = (...names: string[]) => ({ type: 'array', minItems: 1, items: { type: 'string' }, contains: { enum: names } });

export const OPEN_BADGE_CREDENTIAL_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  type: 'object',
  required: ['@context', 'id', 'type', 'credentialSubject', 'issuer', 'validFrom'],
  properties: {
    '@context': {
      type: 'array',
      minItems: 2,
      items: [
        { const: 'https://www.w3.org/ns/credentials/v2' },
        { type: 'string', pattern: '^https://purl\\.imsglobal\\.org/spec/ob/v3p0/context(-3\\.\\d\\.\\d)*\\.json$' },
      ],
      additionalItems: { anyOf: [{ type: 'string' }, { type: 'object' }] },
    },
    id: URI,
    type: { allOf: [typesContaining('VerifiableCredential'), typesContaining('AchievementCredential', 'OpenBadgeCredential')] },
    name: { type: 'string' },
    description: { type: 'string' },
    issuer: { anyOf: [URI, { $ref: '#/$defs/Profile' }] },
    validFrom: DATE_TIME,
    validUntil: DATE_TIME,
    credentialSubject: { $ref: '#/$defs/AchievementSubject' },
  },
  $defs: {
    Profile: {
      type: 'object',
      required: ['id', 'type'],
      properties: { id: URI, type: typesContaining('Profile'), name: { type: 'string' }, url: URI },
    },
    AchievementSubject: {
      type: 'object',
      required: ['type', 'achievement'],
      // "Either id or at least one identifier MUST be supplied."
      anyOf: [{ required: ['id'] }, { required: ['identifier'], properties: { identifier: { minItems: 1 } } }],
      properties: {
        id: URI,
        type: typesContaining('AchievementSubject'),
        achievement: { $ref: '#/$defs/Achievement' },
        identifier: { type: 'array', items: { $ref: '#/$defs/IdentityObject' } },
      },
    },
    Achievement: {
      type: 'object',
      required: ['id', 'type', 'criteria', 'description', 'name'],
      properties: {
        id: URI,
        type: typesContaining('Achievement'),
        name: { type: 'string' },
        description: { type: 'string' },
        // Criteria: "either an id or a narrative".
        criteria: {
          type: 'object',
          anyOf: [{ required: ['id'] }, { required: ['narrative'] }],
          properties: { id: URI, narrative: { type: 'string' } },
        },
      },
    },
    IdentityObject: {
      type: 'object',
      required: ['type', 'hashed', 'identityHash', 'identityType'],
      additionalProperties: false,
      properties: {
        type: { const: 'IdentityObject' },
        hashed: { type: 'boolean' },
        // IdentityHash: `md5$` or `sha256$` and the hex digest when hashed.
        identityHash: { type: 'string' },
        // IdentifierTypeEnum, or an extension term `ext:…`.
        identityType: {
          type: 'string',
          anyOf: [
            {
              enum: [
                'sourcedId',
                'systemId',
                'productId',
                'userName',
                'accountId',
                'emailAddress',
                'nationalIdentityNumber',
                'isbn',
                'issn',
                'lisSourcedId',
                'oneRosterSourcedId',
                'sisSourcedId',
                'ltiContextId',
                'ltiDeploymentId',
                'ltiToolId',
                'ltiPlatformId',
                'ltiUserId',
                'identifier',
              ],
            },
            { pattern: '^ext:[A-Za-z0-9._-]+$' },
          ],
        },
        salt: { type: 'string' },
      },
    },
  },
} as const;
