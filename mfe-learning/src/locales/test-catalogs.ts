import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/learning.json';
import ru from './ru/learning.json';
import kk from './kk/learning.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('learning', CATALOGS);
