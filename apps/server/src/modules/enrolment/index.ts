// What other modules may use of the enrolment module: the objective access's columns, row types and mappers.
export {
  ACCESS_RETAKE_AND_TERM_COLUMNS,
  ACCESS_REVEAL_COLUMNS,
  ACCESS_SUMMARY_COLUMNS,
  ACCESS_TERMS_COLUMNS,
  toAccessFacts,
  toAccessSummary,
  toAccessWithTerms,
  toCatalogAccess,
  toEnrolmentTerms,
  toRevealTerms,
  type AccessRevealRow,
  type AccessSummaryRow,
  type AccessTermsRow,
} from './access-columns.ts';
