export * from './api/types';
export * from './session/token-store';
export * from './config/runtime-config';
export * from './i18n';

export * from './api/errors';
export {
  ACCEPT_LANGUAGES,
  api,
  createApiClient,
  signOutToSignIn,
  setEarlyResponses,
  DEFAULT_TIMEOUT_MS,
} from './api/client';
export type { ApiClient, ApiClientOptions, EarlyResponses, HttpMethod, RequestOptions } from './api/client';
export {
  isNotOffered,
  isOffered,
  offeredOr,
  useOffered,
  type Addition,
  type AdditionCall,
} from './api/additions';
export * from './api/endpoints';
export {
  clientErrors,
  createClientErrorReporter,
  releaseOfManifestUrl,
  type ClientErrorKind,
} from './client-errors/report';
export { saveFile } from './api/save-file';
export { PROFILE_PATH } from './api/endpoints/get-profile';
export { setNavigate, navigateTo, type NavigateFn } from './navigation/navigate';

export { tabStorage } from './session/tab-storage';
export { STUDENT_NAME_KEY, useSessionStore, type SessionState } from './session/session-store';
export { useIsSignedIn, isSignedIn } from './session/use-is-signed-in';
export { useCurrentUser } from './session/use-current-user';
export { useStudentName } from './session/use-student-name';
export {
  createResource,
  type ResourceOptions,
  type ResourceState,
  type ResourceStatus,
  type ResourceStore,
} from './resource/create-resource';
export {
  createMutation,
  type MutationOptions,
  type MutationState,
  type MutationStore,
} from './resource/create-mutation';
export {
  useAnswerThread,
  type AnswerOrder,
  type AnswersEndpoint,
  type AnswerThread,
  type AnswerThreadOptions,
  type AnswerThreadStatus,
  type ThreadAnswer,
  type ThreadPage,
  type ThreadQuestion,
} from './resource/use-answer-thread';
export { useLanguage } from './i18n/use-language';
export { useTranslatedTexts, type TranslatedTexts } from './translation/use-translated-texts';

export * from './rules/validation';
export * from './rules/price';
export * from './rules/time';
export * from './rules/date';

export { Button, type ButtonProps } from './ui/button/Button';
export { TextArea, TextInput, type TextAreaProps, type TextInputProps } from './ui/text-input/TextInput';
export { Spinner, type SpinnerProps } from './ui/spinner/Spinner';
export { ErrorText, type ErrorTextProps } from './ui/error-text/ErrorText';
export { SuccessText, type SuccessTextProps } from './ui/success-text/SuccessText';
export { VisuallyHidden, type VisuallyHiddenProps } from './ui/visually-hidden/VisuallyHidden';
export { PageHeading } from './ui/page-heading/PageHeading';
export { Modal, type ModalProps } from './ui/modal/Modal';
