import { displayName, useSessionStore } from './session-store';
import { useCurrentUser } from './use-current-user';

/**
 * The signed-in student's name as the site shows it: from their profile once it has loaded, until
 * then as it was on their last visit (null when signed out, or when no name is known yet).
 */
export function useStudentName(): string | null {
  const user = useCurrentUser();
  const remembered = useSessionStore((state) => state.rememberedName);
  if (user) return displayName(user);
  return remembered;
}
