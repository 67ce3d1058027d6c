import type { CertificateTemplateView } from '@lp/contract';
import { BadgeState } from '@lp/domain';

/**
 * doc 1 §3 certificateTemplates of a course (`o`), for a module's SELECT (decisions
 * 0018, 0065): its active templates by name, as one JSON column `o_certificate_templates`. A draft
 * or archived template awards nothing, so it is not shown.
 */
export const CERTIFICATE_TEMPLATES_COLUMN = `
  COALESCE((SELECT json_agg(json_build_object('id', ct.id, 'name', ct.name, 'description', ct.description,
                                              'badgeKind', ct.badge_kind, 'validForDays', ct.valid_for_days) ORDER BY ct.name, ct.id)
              FROM certificate_templates ct WHERE ct.objective_id = o.id AND ct.state = ${BadgeState.Active}), '[]'::json) AS o_certificate_templates`;

export interface CertificateTemplatesRow {
  /** JSON text on some drivers, parsed on others. */
  o_certificate_templates: CertificateTemplateView[] | string;
}

export const toCertificateTemplates = (row: CertificateTemplatesRow): CertificateTemplateView[] =>
  typeof row.o_certificate_templates === 'string'
    ? (JSON.parse(row.o_certificate_templates) as CertificateTemplateView[])
    : row.o_certificate_templates;
