import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/teaching.json';
import ru from './ru/teaching.json';
import kk from './kk/teaching.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('teaching', CATALOGS);
