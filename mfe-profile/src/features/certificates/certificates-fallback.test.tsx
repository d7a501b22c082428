/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { fakeApi } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { eachTestSignedIn } from '../../testing/test-utils';
import { resetCertificates } from './certificates-store';
import { CertificatesSection } from './CertificatesSection';

/** The certificates against a backend that has none (the original contract, decision 0209). */

eachTestSignedIn();

beforeEach(() => {
  jest.restoreAllMocks();
  resetCertificates();
});

it('shows no section, and no error, when the API does not serve certificates', async () => {
  const calls = fakeApi({});
  const { container } = render(<CertificatesSection />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.map((call) => call.route)).toEqual(['GET /courses/student/certificates/']);
});
