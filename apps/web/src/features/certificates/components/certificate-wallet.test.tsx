import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WalletCertificate } from '@lp/contract/wallet';
import { renderWithProviders } from '../../../test/render.tsx';
import { CertificateWallet } from './certificate-wallet.tsx';

afterEach(cleanup);

const NOW = new Date('2026-03-01T00:00:00Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString();
const certificate = (id: string, course: string, created: number, expiry: number | null, retakeOffered = false): WalletCertificate => ({
  id,
  objectiveId: `obj-${id}`,
  userId: 'user-1',
  certificateNumber: `NO-${id}`,
  certificateTemplate: { name: `${course} certificate`, description: '' },
  externalUrl: null,
  certificatePdfUrl: null,
  certificatePngUrl: null,
  expirationDate: expiry === null ? null : day(expiry),
  revokedAt: null,
  revocationReason: null,
  normalizedPassingScore: null,
  objectiveRecord: null,
  created: day(created),
  holderName: 'Lena Fischer',
  objectiveName: course,
  objectiveCode: null,
  retakeOffered,
});
const list = [
  certificate('a', 'Forklift', -400, 20, true),
  certificate('b', 'Ethics', -10, null),
  certificate('c', 'Zoning', -900, -5),
  certificate('d', 'Hygiene', -100, 30, false),
];

const render = () =>
  renderWithProviders(<CertificateWallet certificates={list} courseHref={(id) => `/courses/${id}/view/details`} now={NOW} />);
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('My certificates (issue 13)', () => {
  it('lists every certificate, newest first, each with its status in words and a link to its view', () => {
    render();
    expect(titles()).toEqual(['Ethics certificate', 'Hygiene certificate', 'Forklift certificate', 'Zoning certificate']);
    expect(within(item('Ethics certificate')).getByText('Valid')).toBeTruthy();
    expect(within(item('Forklift certificate')).getByText('Expires soon')).toBeTruthy();
    expect(within(item('Zoning certificate')).getByText('Expired')).toBeTruthy();
    expect(within(item('Ethics certificate')).getByText('Does not expire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zoning certificate' }).getAttribute('href')).toBe('/courses/obj-c/certificate/NO-c');
    expect(screen.getByText('4 certificates').getAttribute('role')).toBe('status');
  });

  it('highlights an expiring certificate and offers "Retake before {date}" only when its course offers a retake', () => {
    render();
    const forklift = item('Forklift certificate');
    expect(forklift.className).toMatch(/expiring/);
    const retake = within(forklift).getByRole('link', { name: 'Retake before March 21, 2026' });
    expect(retake.getAttribute('href')).toBe('/courses/obj-a/view/details');
    // Expiring too, but its course offers no retake now.
    expect(item('Hygiene certificate').className).toMatch(/expiring/);
    expect(within(item('Hygiene certificate')).queryByRole('link', { name: /Retake/ })).toBeNull();
    expect(item('Ethics certificate').className).not.toMatch(/expiring/);
  });

  it('filters by status', () => {
    render();
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'expiring' } });
    expect(titles()).toEqual(['Hygiene certificate', 'Forklift certificate']);
    expect(screen.getByText('2 certificates')).toBeTruthy();
    fireEvent.change(status, { target: { value: 'expired' } });
    expect(titles()).toEqual(['Zoning certificate']);
    fireEvent.change(status, { target: { value: 'valid' } });
    expect(titles()).toEqual(['Ethics certificate']);
  });

  it('sorts by expiry (never-expiring last) and by course name', () => {
    render();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'expiry' } });
    expect(titles()).toEqual(['Zoning certificate', 'Forklift certificate', 'Hygiene certificate', 'Ethics certificate']);
    fireEvent.change(sort, { target: { value: 'course' } });
    expect(titles()).toEqual(['Ethics certificate', 'Forklift certificate', 'Hygiene certificate', 'Zoning certificate']);
  });

  it("offers the Open Badge download and the LinkedIn link with the certificate's facts", () => {
    render();
    const forklift = item('Forklift certificate');
    expect(within(forklift).getByRole('link', { name: 'Download Open Badge' }).getAttribute('href')).toBe(
      '/api/platform/v1/certificate-records/a/open-badge',
    );
    const linkedIn = new URL(within(forklift).getByRole('link', { name: 'Add to LinkedIn (opens in a new tab)' }).getAttribute('href')!);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Forklift certificate',
      issueYear: '2025',
      issueMonth: '1',
      expirationYear: '2026',
      expirationMonth: '3',
      certId: 'NO-a',
      certUrl: `${window.location.origin}/learn/certificate/NO-a`,
    });
  });

  it('shows a revoked certificate as revoked, whatever its dates, with no retake, Open Badge or LinkedIn link, under its own filter', () => {
    const revoked = { ...certificate('e', 'Audit', -50, 20, true), revokedAt: day(-1), revocationReason: 'Issued in error' };
    renderWithProviders(
      <CertificateWallet certificates={[...list, revoked]} courseHref={(id) => `/courses/${id}/view/details`} now={NOW} />,
    );
    const audit = item('Audit certificate');
    expect(within(audit).getByText('Revoked')).toBeTruthy();
    expect(audit.className).toMatch(/revoked/);
    expect(within(audit).queryByRole('link', { name: /Retake|Open Badge|LinkedIn/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'revoked' } });
    expect(titles()).toEqual(['Audit certificate']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'expiring' } });
    expect(titles()).toEqual(['Hygiene certificate', 'Forklift certificate']);
  });

  it('says so when the learner has no certificate', () => {
    renderWithProviders(<CertificateWallet certificates={[]} courseHref={() => '/'} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'No certificates yet' })).toBeTruthy();
  });
});
