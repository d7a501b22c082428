import path from 'node:path';
import { describeEndpointTable } from '@academy/shared/testing';

// The shell declares no endpoint of its own: its header reads the kernel's (getProfile, PROFILE_PATH).
describeEndpointTable({ src: path.resolve(__dirname, '..'), table: null, endpoints: {} });
