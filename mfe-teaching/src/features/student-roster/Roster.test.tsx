import { ROSTER_CERTIFICATE_FILTERS, ROSTER_ESSAY_FILTERS, ROSTER_SORTS } from '@academy/rules';
import { ApiError } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aruzhan, rosterPage, rosterRow } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getRoster } from './api/get-roster';
import { getRosterCsv } from './api/get-roster-csv';
import { postRevocation } from './api/post-revocation';
import { Roster } from './Roster';

jest.mock('./api/get-roster');
jest.mock('./api/get-roster-csv');
jest.mock('./api/post-revocation');

eachTestAsInstructor();

const certified = rosterRow({
  student: { ...aruzhan, id: 8, first_name: 'Daniyar', last_name: 'Omarov', email: 'daniyar@academy.test' },
  final_essay: 'accepted',
  certificate: { number: 'AA-2026-0042', issued_at: '2026-11-01T10:00:00Z', status: 'valid' },
});

function openRoster(path = '/teaching/students') {
  return renderAt(<Roster />, path);
}

it('shows a spinner while the roster loads', () => {
  jest.mocked(getRoster).mockReturnValue(new Promise(() => undefined));
  openRoster();
  expect(screen.getByRole('status', { name: 'Loading the students…' })).toBeInTheDocument();
});

it('shows each enrolment: progress, best points, essays and certificate', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([rosterRow(), certified]));
  openRoster();
  const table = await screen.findByRole('table');
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('Aruzhan Sadykova');
  expect(first).toHaveTextContent('20 of 35');
  expect(first).toHaveTextContent('84');
  expect(first).toHaveTextContent('Waiting: 1, accepted: 6, returned: 0');
  expect(first).toHaveTextContent('None yet');
  expect(second).toHaveTextContent('Final essay: Accepted');
  expect(second).toHaveTextContent('AA-2026-0042Valid');
  expect(screen.getByText('Enrolments: 2')).toBeInTheDocument();
  expect(getRoster).toHaveBeenCalledWith({
    search: '',
    essays: 'any',
    certificate: 'any',
    sort: 'name',
    page: 1,
  });
});

it('offers exactly the sorts and filters the API takes, each with its own label', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([rosterRow()]));
  openRoster();
  await screen.findByRole('table');
  const offered = (label: string) =>
    within(screen.getByLabelText(label)).getAllByRole<HTMLOptionElement>('option');
  for (const [label, values] of [
    ['Sort by', ROSTER_SORTS],
    ['Essays', ROSTER_ESSAY_FILTERS],
    ['Certificate', ROSTER_CERTIFICATE_FILTERS],
  ] as const) {
    const options = offered(label);
    expect(options.map((option) => option.value)).toEqual([...values]);
    const texts = options.map((option) => option.textContent ?? '');
    // A translated label for each: no key shown as text, no two alike.
    expect(texts.filter((text) => text === '' || text.includes('.'))).toEqual([]);
    expect(new Set(texts).size).toBe(texts.length);
  }
});

it('says when nobody has enrolled, and when the filters match nobody', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([]));
  openRoster();
  expect(await screen.findByText('No student has enrolled yet.')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Certificate'), 'Revoked');
  expect(await screen.findByText('No student matches these filters.')).toBeInTheDocument();
});

it('shows the error with a retry', async () => {
  jest
    .mocked(getRoster)
    .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'The server took too long to answer' }))
    .mockResolvedValueOnce(rosterPage([rosterRow()]));
  openRoster();
  expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('filters, sorts, searches and pages through the address, each change back to page one', async () => {
  jest
    .mocked(getRoster)
    .mockResolvedValue(rosterPage([rosterRow()], { count: 45, next: 'http://api/?page=2' }));
  openRoster();
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(getRoster).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  await userEvent.selectOptions(screen.getByLabelText('Essays'), 'An essay waiting');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Test points, most first');
  await userEvent.type(screen.getByLabelText('Search by name or email'), ' aruzhan ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(getRoster).toHaveBeenLastCalledWith({
      search: 'aruzhan',
      essays: 'waiting',
      certificate: 'any',
      sort: '-test_points',
      page: 1,
    }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/teaching/students?essays=waiting&sort=-test_points&search=aruzhan',
  );
});

it('reads unknown filters in the address as the defaults', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([]));
  openRoster('/teaching/students?sort=salary&essays=x&page=-3');
  await screen.findByText('No student has enrolled yet.');
  expect(getRoster).toHaveBeenCalledWith({
    search: '',
    essays: 'any',
    certificate: 'any',
    sort: 'name',
    page: 1,
  });
});

it('exports the filtered roster as CSV, and says so when the export fails', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([rosterRow()]));
  const createObjectURL = jest.fn(() => 'blob:students');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  jest
    .mocked(getRosterCsv)
    .mockResolvedValueOnce(new Blob(['name,email\n'], { type: 'text/csv' }))
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Material download error' }));
  openRoster('/teaching/students?certificate=valid');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(getRosterCsv).toHaveBeenCalledWith({
    search: '',
    essays: 'any',
    certificate: 'valid',
    sort: 'name',
  });
  expect(createObjectURL).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Material download error');
  click.mockRestore();
});

it('revokes a certificate with a reason; the row says revoked', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([certified]));
  jest.mocked(postRevocation).mockResolvedValue({
    number: 'AA-2026-0042',
    status: 'revoked',
    revoked_at: '2026-11-28T10:00:00Z',
    reason: 'Plagiarism in the final essay.',
  });
  openRoster();
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke certificate AA-2026-0042' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the reason for revoking it.');
  expect(postRevocation).not.toHaveBeenCalled();
  await userEvent.type(
    within(dialog).getByLabelText('Reason (shown in the record)'),
    'Plagiarism in the final essay.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(postRevocation).toHaveBeenCalledWith('AA-2026-0042', 'Plagiarism in the final essay.');
  expect(screen.getByRole('table')).toHaveTextContent('AA-2026-0042Revoked');
  expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
});

it('keeps the dialog open with the server’s words when the revocation is refused', async () => {
  jest.mocked(getRoster).mockResolvedValue(rosterPage([certified]));
  jest.mocked(postRevocation).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 409,
      message: 'The certificate is already revoked.',
      detail: 'The certificate is already revoked.',
    }),
  );
  openRoster();
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Reason (shown in the record)'), 'Duplicate.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The certificate is already revoked.');
});
