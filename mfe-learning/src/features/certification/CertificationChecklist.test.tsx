import {
  ApiError,
  type Completion,
  type getCertificatePdf as GetCertificatePdf,
  type saveFile as SaveFile,
} from '@academy/shared';
import { initTestI18n, sampleCertificate } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCompletion } from '../../resources/completion/api/get-completion';
import { postCertificate } from './api/post-certificate';
import { CertificationChecklist } from './CertificationChecklist';
import { useCompletion } from '../../resources/completion';

jest.mock('../../resources/completion/api/get-completion');
jest.mock('./api/post-certificate');
jest.mock('@academy/shared/src/api/endpoints/get-certificate-pdf', () => ({ getCertificatePdf: jest.fn() }));
jest.mock('@academy/shared/src/api/save-file', () => ({ saveFile: jest.fn() }));

const getCertificatePdf = jest.requireMock<{
  getCertificatePdf: jest.MockedFunction<typeof GetCertificatePdf>;
}>('@academy/shared/src/api/endpoints/get-certificate-pdf').getCertificatePdf;
const saveFile = jest.requireMock<{ saveFile: jest.MockedFunction<typeof SaveFile> }>(
  '@academy/shared/src/api/save-file',
).saveFile;

const completion = (
  over: Partial<Completion['requirements']> = {},
  rest: Partial<Completion> = {},
): Completion => {
  const requirements: Completion['requirements'] = {
    lectures: { completed: 12, total: 12, met: true },
    topic_essays: { submitted: 2, total: 3, met: false },
    final_essay: { status: 'submitted', met: false },
    tests: { points: 16, required: 18, max: 30, met: false },
    ...over,
  };
  const eligible = Object.values(requirements).every((row) => row.met);
  return { course: 1, term: null, requirements, eligible, certificate: null, ...rest };
};

const certificate = sampleCertificate();

const allMet = {
  topic_essays: { submitted: 3, total: 3, met: true },
  final_essay: { status: 'accepted', met: true },
  tests: { points: 20, required: 18, max: 30, met: true },
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCompletion.getState().reset();
});

function row(name: RegExp) {
  return screen.getByText(name).closest('li') as HTMLElement;
}

it('lists every requirement with what is done and what is not', async () => {
  jest.mocked(getCompletion).mockResolvedValue(completion());
  render(<CertificationChecklist courseId={1} />);
  expect(
    within(await screenRow(/All lectures completed \(12 of 12\)/)).getByText('Done'),
  ).toBeInTheDocument();
  expect(within(row(/Every topic essay submitted \(2 of 3\)/)).getByText('Not yet')).toBeInTheDocument();
  expect(
    within(row(/Final essay accepted \(Submitted, awaiting evaluation\)/)).getByText('Not yet'),
  ).toBeInTheDocument();
  expect(within(row(/Test points: 16 of 30, at least 18 needed/)).getByText('Not yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get the certificate' })).not.toBeInTheDocument();
  expect(
    screen.getByText('The certificate can be issued once every requirement is met.'),
  ).toBeInTheDocument();
});

async function screenRow(name: RegExp) {
  return (await screen.findByText(name)).closest('li') as HTMLElement;
}

it('gets the certificate once every requirement is met, then downloads its PDF', async () => {
  jest.mocked(getCompletion).mockResolvedValue(completion(allMet));
  jest.mocked(postCertificate).mockResolvedValue(certificate);
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  jest.mocked(getCertificatePdf).mockResolvedValue(pdf);
  render(<CertificationChecklist courseId={1} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Get the certificate' }));
  expect(postCertificate).toHaveBeenCalledWith(1);
  expect(await screen.findByText('AIA-2026-ABCD-EFGH')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute(
    'href',
    certificate.verification_url,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download the certificate (PDF)' }));
  expect(getCertificatePdf).toHaveBeenCalledWith(1);
  expect(saveFile).toHaveBeenCalledWith(pdf, 'certificate-AIA-2026-ABCD-EFGH.pdf');
});

it('says why the certificate was refused', async () => {
  jest.mocked(getCompletion).mockResolvedValue(completion(allMet));
  jest
    .mocked(postCertificate)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, message: 'Add your name to your profile first.' }),
    );
  render(<CertificationChecklist courseId={1} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Get the certificate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Add your name to your profile first.');
});

it('shows the load error when the checklist cannot be read', async () => {
  jest.mocked(getCompletion).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  render(<CertificationChecklist courseId={1} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
});

it('offers no download of a revoked certificate', async () => {
  jest
    .mocked(getCompletion)
    .mockResolvedValue(completion(allMet, { certificate: { ...certificate, status: 'revoked' } }));
  render(<CertificationChecklist courseId={1} />);
  expect(await screen.findByText(/revoked/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the certificate (PDF)' })).toBeDisabled();
});
