export * from './api/types';
export * from './auth/token-store';
export * from './config/runtime-config';
export * from './i18n';

export * from './api/errors';
export { api, createApiClient, signOutToSignIn, DEFAULT_TIMEOUT_MS } from './api/client';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './api/client';
export * from './api/endpoints';
export { setNavigate, navigateTo, type NavigateFn } from './navigation/navigate';

export { useAuthStore, type AuthState } from './stores/auth-store';
export { useRegistrationStore, type RegistrationState } from './stores/registration-store';
export { useIsSignedIn, isSignedIn } from './stores/use-is-signed-in';
export { useCurrentUser } from './stores/use-current-user';
export { useRecoveryStore, type RecoveryState, type RecoveryStep } from './stores/recovery-store';
export { useCoursesStore, type CoursesState } from './stores/courses-store';
export { useOrganisationStore, type OrganisationState } from './stores/organisation-store';
export { useBooksStore, type BooksState } from './stores/books-store';
export { useTopicsStore, firstLecture, type TopicsState } from './stores/topics-store';
export { useSeminarsStore, type SeminarsState } from './stores/seminars-store';
export { useQuestionsStore, type QuestionsState } from './stores/questions-store';
export {
  useCountdown,
  systemClock,
  RESEND_COUNTDOWN_SECONDS,
  type Clock,
  type Countdown,
} from './hooks/use-countdown';
export { translateText, useTranslatedText } from './i18n/translate-text';
export { useLanguage } from './i18n/use-language';

export * from './rules/validation';
export * from './rules/price';
export * from './rules/time';
export * from './rules/organisation';
export * from './rules/questions';

export { Button, type ButtonProps } from './ui/button/Button';
export { Spinner, type SpinnerProps } from './ui/spinner/Spinner';
export { ErrorText, type ErrorTextProps } from './ui/error-text/ErrorText';
export { SuccessText, type SuccessTextProps } from './ui/success-text/SuccessText';
export { VideoHero, type VideoHeroProps } from './ui/video-hero/VideoHero';
export { PageHeading } from './ui/page-heading/PageHeading';
export { Modal, type ModalProps } from './ui/modal/Modal';
export { CodeInput, emptyCode, type CodeInputHandle, type CodeInputProps } from './ui/code-input/CodeInput';
