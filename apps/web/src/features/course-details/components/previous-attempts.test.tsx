import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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

async function renderAttempts(locale: string) {
  fakeServer({
    [`GET ${WORKFLOW_PATHS.objectiveRecordsOfAggregate('agg-1')}`]: () =>
      json({ data: [record({ id: 'rec-2' }), record({ id: 'rec-1', passed: false, score: 0.4, maxScore: 1, normalizedScore: 0.4 })], totalCount: 2 }),
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
