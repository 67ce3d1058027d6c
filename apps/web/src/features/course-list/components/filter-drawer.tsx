import { useId, useRef, useState } from 'react';
import { countActiveFilters, createEmptyFilterState, isFilterStateEmpty, type FilterState, type ListType } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.ts';
import { useT } from '../../../lib/i18n.tsx';
import { getFilterSectionViews, withSectionSelection, type FilterChoices } from '../lib/filter-sections.ts';
import styles from './filter-drawer.module.css';

interface FilterDrawerProps {
  listType: ListType;
  state: FilterState;
  choices: FilterChoices;
  onChange: (state: FilterState) => void;
  /** False until the choices and the URL are known. */
  disabled?: boolean;
}

/**
 * doc 1 §2 Filter drawer: a button with a badge counting the active filters, opening a
 * modal side panel (native <dialog>: focus is kept inside, Escape closes it, focus goes
 * back to the button). A choice applies at once, so the results behind it update live.
 */
export function FilterDrawer({ listType, state, choices, onChange, disabled }: FilterDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useModalDialog({ open, initialFocus: () => heading.current, returnFocus: trigger });
  const titleId = useId();
  const count = countActiveFilters(state);

  const close = () => setOpen(false);
  const sections = open ? getFilterSectionViews(listType, t, choices, state) : [];

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 3.5h12M4.5 8h7M7 12.5h2" />
        </svg>
        {t.t('coursesFilterDrawer.open')}
        {count > 0 ? (
          <>
            <span className={styles.badge} aria-hidden="true" data-testid="filter-badge">
              {t.number(count)}
            </span>
            <span className="visually-hidden">{t.t('coursesFilterDrawer.activeCount', { count })}</span>
          </>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        // The native close (Escape) must update our state too.
        onClose={() => (open ? close() : undefined)}
        onClick={(event) => (event.target === dialog.current ? close() : undefined)}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
              {t.t('coursesFilterDrawer.title')}
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t.t('common.close')}</span>
            </button>
          </header>
          <div className={styles.sections}>
            {sections.map((section) => (
              <fieldset key={section.key} className={styles.section}>
                <legend className={styles.legend} dir={section.ownText.label ? 'auto' : undefined}>
                  {section.label}
                </legend>
                {section.options.map((option) => {
                  const checked = section.selected.includes(option.id);
                  return (
                    <label key={option.id} className={styles.option}>
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() =>
                          onChange(
                            withSectionSelection(
                              state,
                              section.key,
                              checked ? section.selected.filter((id) => id !== option.id) : [...section.selected, option.id],
                            ),
                          )
                        }
                      />
                      {section.ownText.options ? <span dir="auto">{option.label}</span> : option.label}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </div>
          <footer className={styles.footer}>
            <Button variant="secondary" disabled={isFilterStateEmpty(state)} onClick={() => onChange(createEmptyFilterState())}>
              {t.t('coursesFilterDrawer.clear')}
            </Button>
            <Button onClick={close}>{t.t('coursesFilterDrawer.showResults')}</Button>
          </footer>
        </div>
      </dialog>
    </>
  );
}
