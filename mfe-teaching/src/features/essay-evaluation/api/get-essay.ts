import { api, type StaffEssay } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/essays/{id}/: the essay's latest text, its earlier versions and its `revision`. */
export function getEssay(id: number): Promise<StaffEssay> {
  return api.call(endpoints.essay, { params: { essayId: id } });
}
