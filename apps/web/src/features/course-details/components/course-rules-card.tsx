import { useId, type ReactNode } from 'react';
import type { CourseDetails } from '@lp/contract';
import { getCourseRules, toCourseRulesInput, type CourseRule, type RetakeWindow } from '@lp/domain';
import type { Translator } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { useRenderNow } from '../../../lib/drawn-clock.tsx';
import { RuleIcon } from './rule-icon.tsx';
import styles from './course-rules-card.module.css';

/**
 * Issue 33 item 2: "Course rules", what the rules the server enforces will do with this
 * learner's course, read off the same domain rules (getCourseRules), in the learner's
 * language and time zone. A line per rule that applies; a withheld result's date, never
 * the result.
 */
export function CourseRulesCard({ details, now }: { details: CourseDetails; now?: Date }) {
  const t = useT();
  const headingId = useId();
  const { featureFlags } = useRuntimeConfig();
  // The drawing's time while the server-drawn page is taken over: the lines flip at dates.
  const renderNow = useRenderNow();
  // The rules are the enrolment's terms: a catalog course not enrolled in has none yet.
  if (!details.objectiveAccess) return null;
  const rules = getCourseRules(toCourseRulesInput(details, featureFlags), now ?? renderNow());
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="course-rules">
      <h2 id={headingId} className={styles.heading}>
        {t.t('rules.heading')}
      </h2>
      <ul className={styles.list}>
        {rules.map((rule) => (
          <li key={rule.kind} className={styles.line} data-rule={rule.kind}>
            <RuleIcon kind={rule.kind} />
            <span>{ruleText(t, rule)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const at = (t: Translator, date: Date) => <time dateTime={date.toISOString()}>{formatDateTime(t, date)}</time>;

/** The words of one line; dates as <time> elements in the learner's time zone. */
function ruleText(t: Translator, rule: CourseRule): ReactNode {
  switch (rule.kind) {
    case 'opens':
      return withDate(t.t('rules.opens', { date: MARK }), at(t, rule.date));
    case 'closes':
      return withDate(t.t(rule.ended ? 'rules.closed' : 'rules.closes', { date: MARK }), at(t, rule.date));
    case 'due':
      return withDate(t.t('rules.due', { date: MARK }), at(t, rule.date));
    case 'gracePeriod':
      return withDate(t.t(rule.ended ? 'rules.graceEnded' : 'rules.grace', { date: MARK }), at(t, rule.date));
    case 'results':
      if (rule.when === 'date') return withDate(t.t('rules.resultsDate', { date: MARK }), at(t, rule.date));
      return t.t(rule.when === 'handIn' ? 'rules.resultsHandIn' : 'rules.resultsNever');
    case 'review':
      if (rule.when === 'date') return withDate(t.t('rules.reviewDate', { date: MARK }), at(t, rule.date));
      return t.t(rule.when === 'afterFinish' ? 'rules.reviewAfterFinish' : 'rules.reviewNever');
    case 'retake':
      if (rule.when === 'date') return withDate(t.t('rules.retakeDate', { date: MARK }), at(t, rule.date));
      if (rule.when === 'afterFinish')
        return rule.window ? t.t('rules.retakeAfterWindow', { window: windowText(t, rule.window) }) : t.t('rules.retakeAfterFinish');
      return t.t(rule.when === 'now' ? 'rules.retakeNow' : 'rules.retakeNever');
    case 'mandatory':
      return t.t('rules.mandatory');
    case 'proctored':
      return t.t('rules.proctored');
    case 'team':
      return t.t(rule.teamOnly ? 'rules.teamOnly' : 'rules.team');
    case 'certificates':
      return (
        <>
          {t.t('rules.certificates')} <Names names={rule.names} />
        </>
      );
  }
}

/** A placeholder the message keeps where the date goes, so the date can be a <time> element. */
const MARK = '\u0000';

function withDate(text: string, date: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(MARK);
  return (
    <>
      {before}
      {date}
      {after}
    </>
  );
}

const UNITS: Record<RetakeWindow['unit'], string> = {
  Minutes: 'minute',
  Hours: 'hour',
  Days: 'day',
  Weeks: 'week',
  Months: 'month',
  Years: 'year',
};

/** "2 weeks", in the learner's language (Intl's units). */
const windowText = (t: Translator, window: RetakeWindow) =>
  t.number(window.amount, { style: 'unit', unit: UNITS[window.unit], unitDisplay: 'long' });

/**
 * The certificate names, a list of their own, each isolated (user content, RTL). Not
 * Intl.ListFormat: the page drawn on the server and the browser's ICU may join them
 * differently, and the drawn page must match what the app renders over it.
 */
function Names({ names }: { names: readonly string[] }) {
  return (
    <ul className={styles.names}>
      {names.map((name, i) => (
        <li key={i}>
          <bdi className={styles.name}>{name}</bdi>
        </li>
      ))}
    </ul>
  );
}
