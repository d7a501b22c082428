import path from 'node:path';
import { describeEndpointTable } from '@academy/shared/testing';
import { endpoints } from './endpoints';

describeEndpointTable({ src: path.resolve(__dirname, '..'), table: 'api/endpoints.ts', endpoints });
