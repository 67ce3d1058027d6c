// What other modules may use of the certificates module: a course's certificate templates as a column of their own SELECT (decision 0018).
export { CERTIFICATE_TEMPLATES_COLUMN, toCertificateTemplates, type CertificateTemplatesRow } from './certificate-templates.ts';
