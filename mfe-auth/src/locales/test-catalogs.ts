import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/auth.json';
import ru from './ru/auth.json';
import kk from './kk/auth.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('auth', CATALOGS);
