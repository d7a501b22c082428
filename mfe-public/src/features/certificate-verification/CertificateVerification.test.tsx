import { ApiError } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { getCertificate } from './api/get-certificate';
import { usePublicCertificate } from './certificate-store';
import { CertificateVerification } from './CertificateVerification';

jest.mock('./api/get-certificate');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  usePublicCertificate.getState().reset();
});

it('shows the name, course, date of issue and that the certificate is valid, and nothing more', async () => {
  jest.mocked(getCertificate).mockResolvedValue({
    student_name: 'Aigerim Sadykova',
    course_title: 'International Arbitration',
    issued_on: '2026-11-26',
    status: 'valid',
  });
  const { container } = render(<CertificateVerification number="AIA-2026-ABCD-EFGH" />);
  expect(await screen.findByText('Aigerim Sadykova')).toBeInTheDocument();
  expect(getCertificate).toHaveBeenCalledWith('AIA-2026-ABCD-EFGH');
  expect(screen.getByText('International Arbitration')).toBeInTheDocument();
  expect(screen.getByText('Valid')).toBeInTheDocument();
  expect(screen.getByText('26 November 2026')).toBeInTheDocument();
  expect(container.querySelectorAll('dt')).toHaveLength(5);
});

it('says when a certificate has been revoked', async () => {
  jest.mocked(getCertificate).mockResolvedValue({
    student_name: 'Aigerim Sadykova',
    course_title: 'International Arbitration',
    issued_on: '2026-11-26',
    status: 'revoked',
  });
  render(<CertificateVerification number="AIA-2026-ABCD-EFGH" />);
  expect(await screen.findByText('Revoked')).toBeInTheDocument();
  expect(screen.queryByText('Valid')).not.toBeInTheDocument();
});

it('says that an unknown number belongs to no certificate', async () => {
  jest
    .mocked(getCertificate)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found.' }));
  render(<CertificateVerification number="AIA-2026-NOPE-NOPE" />);
  expect(await screen.findByText('No certificate has the number AIA-2026-NOPE-NOPE.')).toBeInTheDocument();
});

it('tells a failure to check apart from an unknown number', async () => {
  jest.mocked(getCertificate).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  render(<CertificateVerification number="AIA-2026-ABCD-EFGH" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  expect(screen.queryByText(/No certificate has/)).not.toBeInTheDocument();
});
