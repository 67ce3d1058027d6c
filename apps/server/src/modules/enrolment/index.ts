// What other modules may use of the enrolment module: the objective access's joins, columns, row types and mappers.
export {
  accessJoin,
  ACCESS_OF_AGGREGATE_JOIN,
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
