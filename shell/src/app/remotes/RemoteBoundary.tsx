import { clientErrors } from '@academy/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '../../features/remote-fallback/RemoteUnavailable';
import { TakeOver } from '../../../../first-screen/browser/take-over';
import { RemoteFallbackContext } from './remote-fallback-context';
import { isLoadFailure, remoteNameOf } from './remote-errors';

interface Props {
  remoteId: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote screen that fails to load or to render, reports it and offers a retry. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote screen ${this.props.remoteId} failed`, error, info.componentStack);
    // Which remote and release broke goes to the API (decision 0011); the student sees the fallback only.
    clientErrors.report(remoteNameOf(this.props.remoteId), isLoadFailure(error) ? 'chunk' : 'render', error);
  }

  override render() {
    const { remoteId, onRetry, children } = this.props;
    return (
      <RemoteFallbackContext.Provider value={{ remoteId, retry: onRetry }}>
        {this.state.failed ? (
          <>
            <RemoteUnavailable />
            <TakeOver />
          </>
        ) : (
          children
        )}
      </RemoteFallbackContext.Provider>
    );
  }
}
