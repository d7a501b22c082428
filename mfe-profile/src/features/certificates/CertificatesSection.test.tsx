import {
  ApiError,
  changeLanguage,
  type Certificate,
  type getCertificatePdf as GetCertificatePdf,
  type saveFile as SaveFile,
} from '@academy/shared';
import { sampleCertificate } from '@academy/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eachTestSignedIn } from '../../testing/test-utils';
import { getCertificates } from './api/get-certificates';
import { CertificatesSection } from './CertificatesSection';

jest.mock('./api/get-certificates');
jest.mock('@academy/shared/src/api/endpoints/get-certificate-pdf', () => ({ getCertificatePdf: jest.fn() }));
jest.mock('@academy/shared/src/api/save-file', () => ({ saveFile: jest.fn() }));

const getCertificatePdf = jest.requireMock<{
  getCertificatePdf: jest.MockedFunction<typeof GetCertificatePdf>;
}>('@academy/shared/src/api/endpoints/get-certificate-pdf').getCertificatePdf;
const saveFile = jest.requireMock<{ saveFile: jest.MockedFunction<typeof SaveFile> }>(
  '@academy/shared/src/api/save-file',
).saveFile;

// 20:30 UTC is already the next day on the academy's calendar (UTC+5), as printed on the PDF.
const certificate = sampleCertificate({ issued_at: '2026-11-26T20:30:00Z' });

eachTestSignedIn();

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

it('shows a spinner while the certificates load, then lists each with its number, date and links', async () => {
  const answer = deferred<Certificate[]>();
  jest.mocked(getCertificates).mockReturnValue(answer.promise);
  render(<CertificatesSection />);
  expect(screen.getByRole('heading', { name: 'Certificates' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => answer.resolve([certificate]));
  const row = within(screen.getByRole('list', { name: 'Certificates' })).getByRole('listitem');
  expect(row).toHaveTextContent('International Arbitration');
  expect(row).toHaveTextContent('No. AIA-2026-ABCD-EFGH');
  expect(row).toHaveTextContent('Issued on 27 November 2026');
  expect(within(row).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
    'href',
    certificate.verification_url,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('downloads the PDF through the kernel and saves it under the certificate number', async () => {
  jest.mocked(getCertificates).mockResolvedValue([certificate]);
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  getCertificatePdf.mockResolvedValue(pdf);
  render(<CertificatesSection />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Download the PDF: International Arbitration' }),
  );
  expect(getCertificatePdf).toHaveBeenCalledWith(1);
  expect(saveFile).toHaveBeenCalledWith(pdf, 'certificate-AIA-2026-ABCD-EFGH.pdf');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says why a download failed and keeps the list', async () => {
  jest.mocked(getCertificates).mockResolvedValue([certificate]);
  getCertificatePdf.mockRejectedValue(
    new ApiError({ kind: 'http', status: 403, message: 'This certificate has been revoked.' }),
  );
  render(<CertificatesSection />);
  await userEvent.click(await screen.findByRole('button', { name: /^Download the PDF/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This certificate has been revoked.');
  expect(saveFile).not.toHaveBeenCalled();
  expect(screen.getByText('International Arbitration')).toBeInTheDocument();
});

it('marks a revoked certificate and offers no download of it', async () => {
  jest.mocked(getCertificates).mockResolvedValue([{ ...certificate, status: 'revoked' }]);
  render(<CertificatesSection />);
  expect(await screen.findByText('Revoked')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Download the PDF/ })).toBeDisabled();
});

it('says when there is no certificate yet', async () => {
  jest.mocked(getCertificates).mockResolvedValue([]);
  render(<CertificatesSection />);
  expect(
    await screen.findByText(
      'No certificate yet: it is issued on the course page once every requirement is met.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('says when the certificates could not be loaded, and tries again on request', async () => {
  jest
    .mocked(getCertificates)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Server error' }))
    .mockResolvedValueOnce([certificate]);
  render(<CertificatesSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your certificates could not be loaded. Server error',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No. AIA-2026-ABCD-EFGH')).toBeInTheDocument();
  expect(getCertificates).toHaveBeenCalledTimes(2);
});

it('speaks Russian', async () => {
  await act(() => changeLanguage('ru'));
  jest.mocked(getCertificates).mockResolvedValue([certificate]);
  render(<CertificatesSection />);
  expect(await screen.findByRole('heading', { name: 'Сертификаты' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Скачать PDF: International Arbitration' })).toBeInTheDocument();
});
