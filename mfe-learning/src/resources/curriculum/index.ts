export {
  useCurriculum,
  useCourseAccess,
  useCourseView,
  firstLecture,
  findLecture,
  prependAnswer,
  type CourseViewState,
  type SelectedBy,
} from './curriculum-store';
