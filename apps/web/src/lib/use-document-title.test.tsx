import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useDocumentTitle, useErrorPageTitle } from './use-document-title.ts';

afterEach(cleanup);

function ErrorInPlace({ title }: { title: string }) {
  useErrorPageTitle(title);
  return null;
}

/** A page that names itself and may show an error page in the place of its content, as the course routes do. */
function Page({ title, error }: { title: string; error: string | null }) {
  useDocumentTitle(title);
  return error ? <ErrorInPlace title={error} /> : null;
}

describe('the document title', () => {
  it("is the page's, with the portal's name", () => {
    render(<Page title="My courses" error={null} />);
    expect(document.title).toBe('My courses — Learner portal');
  });

  it("is the error page's while one stands in for the page, even when the page asks again for its own", () => {
    const { rerender } = render(<Page title="Catalog" error="Course is not available" />);
    expect(document.title).toBe('Course is not available — Learner portal');
    // The page names itself anew (its data came, the language changed): its effect runs after the error page's.
    rerender(<Page title="Fire Warden Training" error="Course is not available" />);
    expect(document.title).toBe('Course is not available — Learner portal');
  });

  it("goes back to the page's when the error page goes", () => {
    const { rerender } = render(<Page title="Catalog" error="Something went wrong" />);
    rerender(<Page title="Catalog" error={null} />);
    expect(document.title).toBe('Catalog — Learner portal');
  });
});
