import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/profile.json';
import ru from './ru/profile.json';
import kk from './kk/profile.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('profile', CATALOGS);
