import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { getOrganisationalStructure } from '../api/endpoints/get-organisational-structure';
import type { OrganisationPerson } from '../api/types';
import { groupOrganisation, type OrganisationGroups } from '../rules/organisation';

/** Organisational structure state of SPEC section 3. */
export interface OrganisationState {
  items: OrganisationPerson[];
  /** The same people grouped for the carousels: instructors, board, academic council, selection committee. */
  organisationalStructure: OrganisationGroups;
  loading: boolean;
  error: string | null;
  fetchOrganisationalStructure: () => Promise<void>;
}

export const useOrganisationStore = create<OrganisationState>()((set) => ({
  items: [],
  organisationalStructure: groupOrganisation([]),
  loading: false,
  error: null,
  fetchOrganisationalStructure: async () => {
    set({ loading: true, error: null });
    try {
      const items = await getOrganisationalStructure();
      set({ items, organisationalStructure: groupOrganisation(items), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'organisationFetch') });
    }
  },
}));
