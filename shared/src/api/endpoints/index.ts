// Endpoints more than one area calls; every other endpoint lives in its area's feature folder.
export { postLogin } from './post-login';
export { postTokenRefresh } from './post-token-refresh';
export { getProfile } from './get-profile';
export { getCourses } from './get-courses';
export { getSeminars } from './get-seminars';
export { getBooks } from './get-books';
export { postTranslate } from './post-translate';
export { getCertificatePdf } from './get-certificate-pdf';
