import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CertificateFiles } from './certificate-files.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PDF = '/api/lms-storage/v1/certificates/BWA-1.pdf';
const PNG = '/api/lms-storage/v1/certificates/BWA-1.png';

describe('the certificate as files (issue 13)', () => {
  it('shows the PNG as the preview and offers both downloads with the sizes their HEAD answers', async () => {
    const heads: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      heads.push(`${init.method} ${url}`);
      return new Response(null, { status: 200, headers: { 'content-length': url.endsWith('.pdf') ? '48213' : '152000' } });
    });
    renderWithProviders(<CertificateFiles pdfUrl={PDF} pngUrl={PNG} holderName="Lena Fischer" number="BWA-1" />);
    const section = screen.getByRole('region', { name: 'Certificate files' });
    expect(within(section).getByRole('img', { name: 'The certificate of Lena Fischer' }).getAttribute('src')).toBe(PNG);
    const pdf = within(section).getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(PDF);
    expect(pdf.getAttribute('download')).toBe('certificate-BWA-1.pdf');
    expect(within(section).getByRole('link', { name: 'Download image (PNG)' }).getAttribute('href')).toBe(PNG);
    expect(await within(section).findByText('47.08 KB')).toBeTruthy();
    expect(await within(section).findByText('148.44 KB')).toBeTruthy();
    expect(heads.sort()).toEqual([`HEAD ${PDF}`, `HEAD ${PNG}`]);
  });

  it('shows nothing for a record without files', () => {
    const { container } = renderWithProviders(<CertificateFiles pdfUrl={null} pngUrl={null} holderName="Lena Fischer" number="BWA-1" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
