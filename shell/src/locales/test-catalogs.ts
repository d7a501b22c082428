import { addTestCatalogs, type CatalogSet } from '@academy/shared/testing';
import en from './en/shell.json';
import ru from './ru/shell.json';
import kk from './kk/shell.json';

/** This bundle's catalogs imported statically, for tests only (the site loads them on demand). */
export const CATALOGS: CatalogSet = { en, ru, kk };

addTestCatalogs('shell', CATALOGS);
