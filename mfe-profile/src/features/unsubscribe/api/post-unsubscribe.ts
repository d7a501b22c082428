import { api, type Unsubscribed } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/notifications/unsubscribe/{token}/: the mails of that kind stop; no session needed. */
export function postUnsubscribe(token: string): Promise<Unsubscribed> {
  return api.call(endpoints.unsubscribe, { params: { token } });
}
