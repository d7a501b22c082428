import type { StaffStudent } from '@academy/shared';

/** "First Last", or the email when the student gave no name. */
export function studentName(student: Pick<StaffStudent, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${student.first_name} ${student.last_name}`.trim();
  return name === '' ? student.email : name;
}
