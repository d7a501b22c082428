import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/public.json';
import ru from './ru/public.json';
import kk from './kk/public.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('public', CATALOGS);
