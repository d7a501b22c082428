import { describeCatalogs } from '@academy/shared/testing';
import { CATALOGS } from './test-catalogs';

describeCatalogs('teaching', CATALOGS);
