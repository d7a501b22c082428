import { registerNamespace } from '@academy/shared';

/** The namespace of this bundle's texts; its catalogs travel with this bundle. */
export const NAMESPACE = 'teaching';

export const namespaceReady = registerNamespace(
  NAMESPACE,
  (language) => import(`./${language}/teaching.json`),
);
