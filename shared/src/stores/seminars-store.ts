import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { getSeminar } from '../api/endpoints/get-seminar';
import { getSeminars } from '../api/endpoints/get-seminars';
import type { Seminar } from '../api/types';

/** Seminar state of SPEC section 3: a list, replaced by the single seminar after a fetch by id. */
export interface SeminarsState {
  items: Seminar[];
  loading: boolean;
  error: string | null;
  fetchSeminars: () => Promise<void>;
  fetchSeminar: (id: number) => Promise<void>;
}

export const useSeminarsStore = create<SeminarsState>()((set) => ({
  items: [],
  loading: false,
  error: null,
  fetchSeminars: async () => {
    set({ loading: true, error: null });
    try {
      set({ items: await getSeminars(), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'seminarsFetch') });
    }
  },
  fetchSeminar: async (id) => {
    set({ loading: true, error: null });
    try {
      set({ items: [await getSeminar(id)], loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'seminarsFetch') });
    }
  },
}));
