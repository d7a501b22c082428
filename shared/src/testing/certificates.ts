import type { Certificate } from '../api/types';

/**
 * A certificate as the API answers it (the course page's checklist, the profile's list): valid, for
 * the demo course. Tests change what they need.
 */
export function sampleCertificate(changes: Partial<Certificate> = {}): Certificate {
  return {
    number: 'AIA-2026-ABCD-EFGH',
    course: 1,
    student_name: 'Aigerim Sadykova',
    course_title: 'International Arbitration',
    issued_at: '2026-11-26T10:00:00Z',
    status: 'valid',
    verification_url: 'http://localhost:3000/certificates/AIA-2026-ABCD-EFGH',
    download_url: 'http://localhost:8000/courses/student/1/certificate/pdf/',
    ...changes,
  };
}
