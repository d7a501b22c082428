import { api, type UnsubscribeTarget } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /student/notifications/unsubscribe/{token}/: what the mail's link stops (404: not valid). */
export function getUnsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
  return api.call(endpoints.unsubscribeTarget, { params: { token } });
}
