export * from './api/types';
export { useTokenStore } from './session/token-store';
export {
  getRuntimeConfig,
  loadRuntimeConfig,
  REMOTE_NAMES,
  type RuntimeConfig,
} from './config/runtime-config';
export {
  changeLanguage,
  currentLanguage,
  i18n,
  initI18n,
  registerNamespace,
  SUPPORTED_LANGUAGES,
  type Language,
} from './i18n';

export { ApiError, errorMessage, fallbackMessage, type FallbackKey } from './api/errors';
export { api, setEarlyResponses, type Revalidated } from './api/client';
export { isOffered, offeredOr, useOffered } from './api/additions';
export {
  getBooks,
  getCertificatePdf,
  getCourses,
  getProfile,
  getSeminars,
  postLogin,
  postTranslate,
} from './api/endpoints';
export { clientErrors } from './client-errors/report';
export { saveFile } from './api/save-file';
export { PROFILE_PATH } from './api/endpoints/get-profile';
export { setNavigate, navigateTo } from './navigation/navigate';

export { tabStorage } from './session/tab-storage';
export { deviceStorage } from './session/device-storage';
export { useSessionStore } from './session/session-store';
export { useIsSignedIn, isSignedIn } from './session/use-is-signed-in';
export { useCurrentUser } from './session/use-current-user';
export { useStudentName } from './session/use-student-name';
export { createResource, type ResourceStatus } from './resource/create-resource';
export { createMutation } from './resource/create-mutation';
export { useAnswerThread } from './resource/use-answer-thread';
export { useLanguage } from './i18n/use-language';
export { useTranslatedTexts } from './translation/use-translated-texts';

export { validateNewPassword, type ValidationKey } from './rules/validation';
export { displayPrice, formatPrice, toAmount } from './rules/price';
export { lectureMinutes } from './rules/time';
export { formatDate } from './rules/date';

export { Button } from './ui/button/Button';
export { TextArea, TextInput, type TextInputProps } from './ui/text-input/TextInput';
export { Spinner } from './ui/spinner/Spinner';
export { ErrorText } from './ui/error-text/ErrorText';
export { SuccessText } from './ui/success-text/SuccessText';
export { VisuallyHidden } from './ui/visually-hidden/VisuallyHidden';
export { PageHeading } from './ui/page-heading/PageHeading';
export { Modal } from './ui/modal/Modal';
