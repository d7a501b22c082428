import path from 'node:path';
import { describeEndpointTable } from '@academy/shared/testing';
import { endpoints } from './endpoints';

describeEndpointTable({
  src: path.resolve(__dirname, '..'),
  table: 'api/endpoints.ts',
  endpoints,
  // The screens' own paths share the API's `/teaching/` prefix; they are written in this one file.
  allowed: ['lib/screen-paths.ts'],
  routes: path.resolve(__dirname, '..', '..', 'routes.json'),
});
