import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CertificatePreview, type CertificateForPreview } from './certificate-preview.tsx';

afterEach(cleanup);

const NOW = new Date('2025-06-01T00:00:00Z');
const certificate = (result: Omit<NonNullable<CertificateForPreview['objectiveRecord']>, 'progress'> | null): CertificateForPreview => ({
  id: 'cert-1',
  objectiveId: 'obj-1',
  certificateNumber: 'BWA-DIV101-000001',
  certificateTemplate: { name: 'Inclusion certificate', description: 'Awarded on passing.' },
  externalUrl: null,
  certificatePdfUrl: null,
  certificatePngUrl: null,
  expirationDate: null,
  revokedAt: null,
  revocationReason: null,
  normalizedPassingScore: 0.5,
  objectiveRecord: result && { ...result, progress: 1 },
  created: '2025-05-01T10:00:00Z',
  holderName: 'Lena Fischer',
  objectiveName: 'Building an Inclusive Workplace',
  objectiveCode: 'DIV-101',
});
const labels = () => screen.getAllByRole('term').map((dt) => dt.textContent);
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('certificate preview (doc 1 §3) with the result it certifies', () => {
  it('shows the score and the grade of a result that may be shown', () => {
    renderWithProviders(
      <CertificatePreview
        now={NOW}
        certificate={certificate({
          score: 7,
          maxScore: 8,
          normalizedScore: 0.875,
          grade: 'B',
          passed: true,
          finished: '2025-05-01T10:00:00Z',
          protectResults: false,
        })}
      />,
    );
    expect(labels()).toEqual([
      'Student',
      'Course name',
      'Course code',
      'Certificate ID',
      'Score',
      'Completion date',
      'Expiry date',
      'Grade',
      'Description',
    ]);
    expect(value('Score')).toBe('88%7 out of 8 points');
    expect(value('Grade')).toBe('B');
  });

  it('says "Result: Not shown" in place of score and grade while the grade is withheld (decision 0011)', () => {
    renderWithProviders(
      <CertificatePreview
        now={NOW}
        certificate={certificate({
          score: null,
          maxScore: null,
          normalizedScore: null,
          grade: null,
          passed: null,
          finished: '2025-05-01T10:00:00Z',
          protectResults: true,
        })}
      />,
    );
    expect(labels()).toEqual([
      'Student',
      'Course name',
      'Course code',
      'Certificate ID',
      'Result',
      'Completion date',
      'Expiry date',
      'Description',
    ]);
    expect(value('Result')).toBe('Not shown');
    expect(value('Completion date')).toBe('May 1, 2025');
  });

  it('shows no score nor grade that came with a withheld result', () => {
    renderWithProviders(
      <CertificatePreview
        now={NOW}
        certificate={certificate({
          score: 7,
          maxScore: 8,
          normalizedScore: 0.875,
          grade: 'B',
          passed: true,
          finished: '2025-05-01T10:00:00Z',
          protectResults: true,
        })}
      />,
    );
    expect(screen.queryByText(/88%|7 out of 8/)).toBeNull();
    expect(screen.queryByText('B')).toBeNull();
    expect(value('Result')).toBe('Not shown');
  });

  it('has neither row for a certificate with no result behind it', () => {
    renderWithProviders(<CertificatePreview now={NOW} certificate={certificate(null)} />);
    expect(labels()).not.toContain('Result');
    expect(labels()).not.toContain('Score');
  });

  it('says a revoked certificate is revoked, when and why, and offers no files', () => {
    renderWithProviders(
      <CertificatePreview
        now={NOW}
        certificate={{ ...certificate(null), revokedAt: '2025-05-20T09:00:00Z', revocationReason: 'Issued in error' }}
      />,
    );
    expect(screen.getByText('Status: Revoked')).toBeTruthy();
    expect(value('Revoked on')).toBe('May 20, 2025');
    expect(value('Reason for revocation')).toBe('Issued in error');
    expect(screen.queryByRole('link', { name: /PDF|PNG/ })).toBeNull();
  });
});
