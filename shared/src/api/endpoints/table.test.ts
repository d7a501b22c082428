import path from 'node:path';
import { describeEndpointTable } from '../../testing';
import { kernelEndpoints } from './table';

describeEndpointTable({
  src: path.resolve(__dirname, '..', '..'),
  table: 'api/endpoints/table.ts',
  endpoints: kernelEndpoints,
  name: 'kernelEndpoints',
  // The client itself: the low-level call by method and path that api.call goes through.
  allowed: ['api/client.ts', 'api/endpoint.ts'],
});
