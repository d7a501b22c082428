import { clientErrors } from '@academy/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../../features/remote-fallback/RemoteUnavailable';
import { remoteNameOf } from './remote-errors';

/**
 * errorLoadRemote runtime plugin: once the retry plugin has given up, the
 * failed screen resolves to the translated fallback instead of throwing, so
 * only that route is affected, and the failure is reported with the remote's release (decision 0011). Other lifecycles (manifest, shared) expect
 * other return shapes and are left to fail into the error boundary.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote screen ${id} could not be loaded`, error);
      clientErrors.report(remoteNameOf(id), 'chunk', error);
      return { default: RemoteUnavailable };
    },
  };
}
