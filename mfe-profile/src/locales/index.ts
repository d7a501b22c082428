import { registerNamespace } from '@academy/shared';

/** The namespace of this bundle's texts; its catalogs travel with this bundle. */
export const NAMESPACE = 'profile';

export const namespaceReady = registerNamespace(
  NAMESPACE,
  (language) => import(`./${language}/profile.json`),
);
