import { api, type StaffEssayPage, type StaffEssayQuery } from '@academy/shared';

/** GET /teaching/essays/?status=&topic=&page=: submitted essays, oldest submission first. */
export function getEssays(query: StaffEssayQuery): Promise<StaffEssayPage> {
  const searchParams: Record<string, string> = {};
  if (query.status) searchParams.status = query.status;
  if (query.topic) searchParams.topic = query.topic;
  if (query.page && query.page > 1) searchParams.page = String(query.page);
  return api.get<StaffEssayPage>('/teaching/essays/', {
    fallback: 'essaysFetch',
    ...(Object.keys(searchParams).length > 0 ? { searchParams } : {}),
  });
}
