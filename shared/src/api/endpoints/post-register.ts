import { api } from '../client';
import type { RegisterPayload, RegisterResponse } from '../types';

/** POST /student/auth/register/ */
export function postRegister(payload: RegisterPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/student/auth/register/', { fallback: 'registration', json: payload, anonymous: true });
}
