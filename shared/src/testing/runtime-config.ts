import { REMOTE_NAMES, setRuntimeConfig, type RemoteName } from '../config/runtime-config';

export function setTestRuntimeConfig(apiBaseUrl = 'http://127.0.0.1:8000'): void {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:3001/${name}/mf-manifest.json`]),
  );
  setRuntimeConfig({ apiBaseUrl, remotes: remotes as Record<RemoteName, string> });
}
