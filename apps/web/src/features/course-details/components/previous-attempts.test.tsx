import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { I18nProvider, prepareTranslator } from '../../../lib/i18n.tsx';
import { record } from '../../../test/course-fixtures.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { PreviousAttempts } from './previous-attempts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
});

const twoAttempts = [record({ id: 'rec-2' }), record({ id: 'rec-1', passed: false, score: 0.4, maxScore: 1, normalizedScore: 0.4 })];

async function renderAttempts(locale: string, records = twoAttempts) {
  fakeServer({
    [`GET ${WORKFLOW_PATHS.objectiveRecordsOfAggregate('agg-1')}`]: () => json({ data: records, totalCount: records.length }),
  });
  const translator = await prepareTranslator(locale);
  render(
    <I18nProvider initial={translator}>
      <QueryClientProvider client={new QueryClient()}>
        <PreviousAttempts aggregateId="agg-1" lastRecordId="rec-2" />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
}

describe('the previous attempts table (doc 2 §2)', () => {
  it.each(['en-US', 'ar-AR'])('names each of its columns differently in %s', async (locale) => {
    const headers = await renderAttempts(locale);
    expect(headers).toHaveLength(3);
    expect(new Set(headers).size).toBe(headers.length);
  });

  it('says date, result and score in Arabic', async () => {
    expect(await renderAttempts('ar-AR')).toEqual(['تاريخ الإتمام', 'النتيجة', 'الدرجة']);
  });
});

describe('many attempts page the table (doc 1 §9 data grid "Page {0} of {1} ({2} items)")', () => {
  /** The last result (shown above the table) and 13 earlier ones, newest first, each finished a day before the next. */
  const manyAttempts = [
    record({ id: 'rec-last' }),
    ...Array.from({ length: 13 }, (_, i) => record({ id: `rec-${i}`, finished: new Date(Date.UTC(2025, 0, 20 - i)).toISOString() })),
  ];
  const rows = () => screen.getAllByRole('row').slice(1);

  it('shows ten attempts a page, with the page text between the previous and next buttons', async () => {
    await renderAttempts('en-US', manyAttempts);
    const pager = screen.getByRole('navigation', { name: 'Pages of Previous attempts' });
    expect(within(pager).getByRole('status').textContent).toBe('Page 1 of 2 (13 items)');
    expect(rows()).toHaveLength(10);
    const previous = within(pager).getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(within(pager).getByRole('status').textContent).toBe('Page 1 of 2 (13 items)');

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(within(pager).getByRole('status').textContent).toBe('Page 2 of 2 (13 items)');
    expect(rows()).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('needs no pager for one page of attempts', async () => {
    await renderAttempts('en-US');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the page text in Arabic, with its plural and Arabic numerals (the digits 0–9, doc 1 §1)', async () => {
    await renderAttempts('ar-AR', manyAttempts);
    expect(within(screen.getByRole('navigation')).getByRole('status').textContent).toBe('الصفحة 1 من 2 (13 عنصرًا)');
  });
});
