/**
 * The part of s3rver (an S3-API server in Node, a devDependency) that test-helpers/test-bucket.ts
 * uses: it ships no types of its own.
 */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    /** Where it keeps buckets and objects. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
