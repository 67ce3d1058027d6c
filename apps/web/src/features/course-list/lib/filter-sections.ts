import type { FilterCategory, Showcase, Term } from '@lp/contract';
import { CourseProgress, getFilterSections, Priority, type FilterState, type ListType } from '@lp/domain';
import { intlLocale, type Translator } from '@lp/i18n';

export interface FilterOption {
  id: string;
  label: string;
}
export interface FilterSectionView {
  /** courseProgress, coursePriority, term, collection, or category:{id}. */
  key: string;
  label: string;
  options: FilterOption[];
  selected: readonly string[];
  /**
   * Which texts are the tenant's own (term, collection, category and attribute names) rather
   * than the interface's: shown in their own direction in either interface (issue 16).
   */
  ownText: { label: boolean; options: boolean };
}

export interface FilterChoices {
  terms: readonly Term[];
  categories: readonly FilterCategory[];
  collections: readonly Showcase[];
}

const INTERFACE_TEXT = { label: false, options: false } as const;
const OWN_OPTIONS = { label: false, options: true } as const;
const OWN_TEXT = { label: true, options: true } as const;

/**
 * doc 1 §2 Filter drawer: the list type's sections, one per filter category, sorted by
 * their translated label in the reader's language. Sections with nothing to choose are left out.
 */
export function getFilterSectionViews(listType: ListType, t: Translator, choices: FilterChoices, state: FilterState): FilterSectionView[] {
  const views: FilterSectionView[] = [];
  for (const section of getFilterSections(listType)) {
    if (section === 'courseProgress') {
      views.push({
        key: section,
        label: t.t('coursesFilterDrawer.courseProgress'),
        options: Object.values(CourseProgress).map((id) => ({ id, label: t.t(`coursesFilterDrawer.progress.${id}`) })),
        selected: state.courseProgress,
        ownText: INTERFACE_TEXT,
      });
    } else if (section === 'coursePriority') {
      views.push({
        key: section,
        label: t.t('coursesFilterDrawer.coursePriority'),
        options: Object.values(Priority).map((id) => ({ id, label: t.t(`coursesFilterDrawer.priority.${id}`) })),
        selected: state.coursePriority,
        ownText: INTERFACE_TEXT,
      });
    } else if (section === 'term') {
      views.push({
        key: section,
        label: t.t('coursesFilterDrawer.term'),
        options: choices.terms.map(toOption),
        selected: state.term,
        ownText: OWN_OPTIONS,
      });
    } else if (section === 'collection') {
      views.push({
        key: section,
        label: t.t('coursesFilterDrawer.collection'),
        options: choices.collections.map(toOption),
        selected: state.collection,
        ownText: OWN_OPTIONS,
      });
    } else {
      for (const category of choices.categories) {
        views.push({
          key: `category:${category.id}`,
          label: category.name,
          options: category.attributes.map(toOption),
          selected: state.category[category.id] ?? [],
          ownText: OWN_TEXT,
        });
      }
    }
  }
  const collator = new Intl.Collator(intlLocale(t.locale));
  return views.filter((v) => v.options.length > 0).sort((a, b) => collator.compare(a.label, b.label));
}

const toOption = (item: { id: string; name: string }): FilterOption => ({ id: item.id, label: item.name });

/** The state with one section's choice replaced. */
export function withSectionSelection(state: FilterState, key: string, ids: readonly string[]): FilterState {
  if (key.startsWith('category:')) {
    const categoryId = key.slice('category:'.length);
    const category = { ...state.category };
    if (ids.length) category[categoryId] = ids;
    else delete category[categoryId];
    return { ...state, category };
  }
  return { ...state, [key]: ids } as FilterState;
}
