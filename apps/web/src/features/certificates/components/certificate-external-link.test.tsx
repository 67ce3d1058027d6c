import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CertificateRecordView, RuntimeConfig } from '@lp/contract';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CertificatePreview } from './certificate-preview.tsx';
import { CertificateSummary } from './certificate-summary.tsx';

const certificate = (
  externalUrl: string,
): CertificateRecordView & { holderName: string; objectiveName: string; objectiveCode: string } => ({
  id: 'cert-1',
  objectiveId: 'obj-1',
  userId: 'user-1',
  certificateNumber: 'BWA-1',
  certificateTemplate: { name: 'First Aid certificate', description: '' },
  externalUrl,
  certificatePdfUrl: null,
  certificatePngUrl: null,
  expirationDate: null,
  revokedAt: null,
  revocationReason: null,
  normalizedPassingScore: null,
  objectiveRecord: null,
  created: '2025-03-05T10:00:00Z',
  holderName: 'Ann Learner',
  objectiveName: 'First Aid',
  objectiveCode: 'FA-101',
});

afterEach(cleanup);

const views = {
  'the certificate view': CertificatePreview,
  'the details page': CertificateSummary,
};

function renderCertificate(View: (typeof views)[keyof typeof views], externalUrl: string, environment: RuntimeConfig['environment']) {
  renderWithProviders(
    <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, environment }}>
      <View certificate={certificate(externalUrl)} />
    </RuntimeConfigContext.Provider>,
  );
  return screen.queryByRole('link', { name: 'Open the certificate (opens in a new tab)' });
}

describe.each(Object.entries(views))('the external certificate link on %s (issue 9 item 12)', (_where, View) => {
  it.each([
    ['javascript', 'javascript:alert(document.cookie)', 'prod'],
    ['javascript in mixed case with a tab', 'JavaScript\t:alert(1)', 'prod'],
    ['data HTML', 'data:text/html,<script>alert(1)</script>', 'dev'],
    ['vbscript', 'vbscript:msgbox(1)', 'dev'],
    ['file', 'file:///etc/passwd', 'dev'],
    ['blob', 'blob:https://certs.example.net/1', 'dev'],
    ['a control character before https', '\u0001https://certs.example.net/1', 'dev'],
    ['plain http in production', 'http://certs.example.net/1', 'prod'],
  ] as const)('is not shown for %s', (_case, url, environment) => {
    expect(renderCertificate(View, url, environment)).toBeNull();
  });

  it.each([
    ['https in production', 'https://certs.example.net/1', 'prod'],
    ['plain http in development', 'http://localhost:4000/1', 'dev'],
  ] as const)('opens %s in a new tab that cannot reach back', (_case, url, environment) => {
    const link = renderCertificate(View, url, environment);
    expect(link?.getAttribute('href')).toBe(url);
    expect(link?.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });
});
