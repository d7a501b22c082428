/**
 * Releases in an S3-compatible bucket (docs/decisions/0042): `ACADEMY_RELEASES_BUCKET` names it, and
 * the releases folder becomes this machine's copy of it. The bucket holds what the folder holds
 * (`<workspace>/<version>+<commit>/…`, `deployment.json`, `config.json`), so every rule of
 * releases.mjs (gates, the smoke check, the generated config) works on the copy unchanged:
 *   - a command first pulls the bucket into the folder, then pushes what it wrote: a new release,
 *     or the deployment document and its config;
 *   - scripts/serve.mjs pulls at start and every ACADEMY_RELEASES_POLL_SECONDS, and serves the copy
 *     with the headers it always serves, as a CDN's edge serves its origin.
 * A release is complete in the bucket once its `release.json` is there: it is written last, and a
 * pull takes only releases that have one, so a publish cut short is never served or deployed.
 * Releases are never overwritten, so a release this machine has a copy of is not fetched again.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { lookup } from 'mrmime';
import { cacheControl } from '../cache-control.mjs';
import { CONFIG_FILE, DEPLOYMENT_FILE, ReleaseError, isReleaseName } from './releases.mjs';

const require = createRequire(import.meta.url);
const { frontEnds } = require('../../webpack/site-map.cjs');

const SETTINGS = [
  'ACADEMY_RELEASES_S3_ENDPOINT',
  'ACADEMY_RELEASES_S3_REGION',
  'ACADEMY_RELEASES_S3_FORCE_PATH_STYLE',
  'ACADEMY_RELEASES_S3_ACCESS_KEY_ID',
  'ACADEMY_RELEASES_S3_SECRET_ACCESS_KEY',
];
/** How many objects move at once: a release is a few hundred small files. */
const PARALLEL = 8;
const RECORD = 'release.json';
/** The folders a release may be in: the shell's and each remote's workspace (sites.json). */
const WORKSPACES = new Set(frontEnds.map((site) => site.workspace));

/**
 * The bucket settings, checked: null when ACADEMY_RELEASES_BUCKET is unset (releases stay in the
 * folder), a refusal naming the setting when one is wrong. The same rules as the API's MEDIA_S3_*.
 */
export function releaseBucketSettings(env = process.env) {
  const bucket = env.ACADEMY_RELEASES_BUCKET?.trim() ?? '';
  if (bucket === '') {
    const stray = SETTINGS.find((name) => env[name]);
    if (stray)
      throw new ReleaseError(`${stray} is set but ACADEMY_RELEASES_BUCKET is not: set both, or neither`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new ReleaseError(
      `ACADEMY_RELEASES_BUCKET must be a bucket name (3-63 of a-z, 0-9, "." and "-"), got "${env.ACADEMY_RELEASES_BUCKET}"`,
    );
  const endpoint = env.ACADEMY_RELEASES_S3_ENDPOINT?.trim() || null;
  if (endpoint !== null && !URL.canParse(endpoint)) {
    throw new ReleaseError(`ACADEMY_RELEASES_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  if (endpoint !== null && !/^https?:$/.test(new URL(endpoint).protocol))
    throw new ReleaseError(`ACADEMY_RELEASES_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const region = env.ACADEMY_RELEASES_S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(region))
    throw new ReleaseError(
      `ACADEMY_RELEASES_S3_REGION must be a region name such as eu-central-1, got "${region}"`,
    );
  const pathStyle = env.ACADEMY_RELEASES_S3_FORCE_PATH_STYLE;
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false')
    throw new ReleaseError(`ACADEMY_RELEASES_S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  const keyId = env.ACADEMY_RELEASES_S3_ACCESS_KEY_ID ?? '';
  const secret = env.ACADEMY_RELEASES_S3_SECRET_ACCESS_KEY ?? '';
  if ((keyId === '') !== (secret === ''))
    throw new ReleaseError(
      'ACADEMY_RELEASES_S3_ACCESS_KEY_ID and ACADEMY_RELEASES_S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK default chain',
    );
  return {
    bucket,
    endpoint,
    region,
    forcePathStyle: pathStyle === undefined ? endpoint !== null : pathStyle === 'true',
    credentials: keyId === '' ? null : { accessKeyId: keyId, secretAccessKey: secret },
  };
}

/** How often a site served from a release bucket looks for a new deployment: ACADEMY_RELEASES_POLL_SECONDS. */
export function releasePollSeconds(env = process.env) {
  const text = env.ACADEMY_RELEASES_POLL_SECONDS ?? '10';
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(seconds > 0) || seconds > 3600)
    throw new ReleaseError(
      `ACADEMY_RELEASES_POLL_SECONDS must be a number of seconds above 0 and at most 3600, got "${text}"`,
    );
  return seconds;
}

/** The bucket the settings name, or null when releases stay in the folder. */
export function openReleaseBucket(env = process.env) {
  const settings = releaseBucketSettings(env);
  return settings ? new ReleaseBucket(settings) : null;
}

async function inBatches(items, work) {
  for (let start = 0; start < items.length; start += PARALLEL)
    await Promise.all(items.slice(start, start + PARALLEL).map(work));
}

async function filesUnder(folder, prefix = '') {
  const files = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, relative)));
    else files.push(relative);
  }
  return files;
}

/**
 * Whether a key would name a file outside its release folder once joined to a path: an empty, `.`
 * or `..` segment (either slash). The SDK cannot write such a key, but another client can.
 */
export function leavesItsFolder(key) {
  return key.split(/[/\\]/).some((segment) => segment === '' || segment === '.' || segment === '..');
}

/** The headers an object keeps, so that a CDN in front of the bucket answers as serve.mjs does. */
function objectHeaders(key) {
  const encoding = /\.br$/.test(key) ? 'br' : /\.gz$/.test(key) ? 'gzip' : null;
  const name = encoding ? key.replace(/\.(br|gz)$/, '') : key;
  return {
    ContentType: lookup(name) ?? 'application/octet-stream',
    CacheControl: cacheControl(name),
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
}

export class ReleaseBucket {
  constructor(settings) {
    this.bucket = settings.bucket;
    this.where = `the release bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // As the API's media client (api/src/storage/s3-media-storage.ts): checksums only where S3
      // requires them, which every compatible server accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  /** A failed bucket call as a refusal: which bucket, what it answered, and that nothing changed. */
  refusal(what, error) {
    const status = error?.$metadata?.httpStatusCode;
    const why = status ? `it answered ${status} ${error.name}` : (error?.code ?? error?.message ?? error);
    return new ReleaseError(`${this.where} could not ${what} (${why}); nothing was changed`);
  }

  async call(what, command) {
    try {
      return await this.client.send(command);
    } catch (error) {
      throw this.refusal(what, error);
    }
  }

  async exists(key) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error?.$metadata?.httpStatusCode === 404) return false;
      throw this.refusal(`look for ${key}`, error);
    }
  }

  async keys() {
    const keys = [];
    let token;
    do {
      const page = await this.call(
        'list its objects',
        new ListObjectsV2Command({ Bucket: this.bucket, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const item of page.Contents ?? []) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async download(key, file) {
    const answer = await this.call(`read ${key}`, new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await answer.Body.transformToByteArray());
  }

  async upload(key, file, extra = {}) {
    const { size } = await stat(file);
    await this.call(
      `write ${key}`,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ...objectHeaders(key),
        ...extra,
      }),
    );
  }

  /**
   * Makes `dir` a copy of the bucket: each complete release this machine lacks (into a hidden folder,
   * renamed into place once whole), then the deployment document and its config, last, so the copy's
   * config never names a release the copy does not hold. Only the folders of sites.json's
   * workspaces are taken; a key that would climb out of its release folder is refused.
   */
  async pull(dir) {
    // A key ending in "/" is a folder marker some tools write: no file of a release.
    const keys = (await this.keys()).filter((key) => !key.endsWith('/'));
    const complete = new Set(
      keys
        .filter((key) => key.endsWith(`/${RECORD}`) && key.split('/').length === 3)
        .map((key) => key.slice(0, -RECORD.length - 1))
        .filter((release) => WORKSPACES.has(release.split('/')[0]) && isReleaseName(release.split('/')[1])),
    );
    const unsafe = keys.find(
      (key) => complete.has(key.split('/').slice(0, 2).join('/')) && leavesItsFolder(key),
    );
    if (unsafe)
      throw new ReleaseError(
        `${this.where} holds ${JSON.stringify(unsafe)}, which leaves its release folder; nothing was pulled`,
      );
    for (const release of complete) {
      const target = path.join(dir, ...release.split('/'));
      if (
        await stat(path.join(target, RECORD)).then(
          () => true,
          () => false,
        )
      )
        continue;
      const [workspace, id] = release.split('/');
      const temporary = path.join(dir, workspace, `.${id}.${process.pid}.pull`);
      await rm(temporary, { recursive: true, force: true });
      const files = keys.filter((key) => key.startsWith(`${release}/`) && key !== `${release}/${RECORD}`);
      await inBatches(files, (key) =>
        this.download(key, path.join(temporary, key.slice(release.length + 1))),
      );
      await this.download(`${release}/${RECORD}`, path.join(temporary, RECORD));
      await rm(target, { recursive: true, force: true });
      await rename(temporary, target);
    }
    for (const name of [DEPLOYMENT_FILE, CONFIG_FILE]) {
      const file = path.join(dir, name);
      if (!keys.includes(name)) {
        await rm(file, { force: true });
        continue;
      }
      const temporary = `${file}.${process.pid}.pull`;
      await this.download(name, temporary);
      await rename(temporary, file);
    }
  }

  /** Whether the bucket holds release `id` of `workspace` (its record is there). */
  hasRelease(workspace, id) {
    return this.exists(`${workspace}/${id}/${RECORD}`);
  }

  /**
   * Uploads the release folder `folder` as `<workspace>/<id>/`, its record last: until then the
   * release is not there for a pull. Refuses one the bucket holds already.
   */
  async pushRelease(folder, workspace, id) {
    if (await this.hasRelease(workspace, id))
      throw new ReleaseError(
        `release ${workspace} ${id} exists already in ${this.where}; releases are never overwritten`,
      );
    const files = (await filesUnder(folder)).filter((file) => file !== RECORD);
    await inBatches(files, (file) => this.upload(`${workspace}/${id}/${file}`, path.join(folder, file)));
    await this.upload(`${workspace}/${id}/${RECORD}`, path.join(folder, RECORD));
  }

  /** Uploads the deployment document, then the config generated from it. */
  async pushDeployment(dir) {
    for (const name of [DEPLOYMENT_FILE, CONFIG_FILE]) await this.upload(name, path.join(dir, name));
  }
}
