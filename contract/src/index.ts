/**
 * `@academy/contract`: what travels on the wire between the API and the browser, written once.
 * The entities (this entry, `src/entities.ts`) and, per group of routes, its request bodies, queries
 * and answers (`@academy/contract/<group>`, `src/<group>.ts`) are TypeBox schemas: the API validates,
 * serialises and documents with them, and the front end's types are their `Static<>`
 * (shared/src/api/types.ts, type-only imports, so no schema code reaches a browser bundle).
 * `@academy/contract/content/*` is plain data both sides show. See README.md.
 */
export * from './entities';
