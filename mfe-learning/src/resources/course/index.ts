export { useCourse } from './course-store';
export { useStudentCourses } from './student-courses-store';
