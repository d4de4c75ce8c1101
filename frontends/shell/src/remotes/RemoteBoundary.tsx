import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { FullScreenSpinner, LoadErrorCard, useTNow } from '@resume/platform';
import { getRemoteComponent, RemoteOutdatedError, resetRemote } from './remote-loader';
import { RemoteUpdateCard } from './RemoteUpdateCard';

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    // 'Try again' cannot help a remote built for another contract; a reload gets the current shell and remotes.
    if (this.state.error instanceof RemoteOutdatedError) return <RemoteUpdateCard name={this.props.name} />;
    if (this.state.error) return <RemoteUnavailableCard name={this.props.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function RemoteUnavailableCard({ name, onRetry }: { name: string; onRetry: () => void }) {
  // Not suspending, as the update card (RemoteUpdateCard.tsx).
  const messageText = useTNow('messages');
  const title = messageText('MESSAGES.remotes.unavailable.title');
  const description = messageText('MESSAGES.remotes.unavailable.description');
  return (
    <div className="container flex min-h-[50vh] items-center justify-center py-12">
      <LoadErrorCard
        data-testid="remote-error"
        data-remote={name}
        retryTestId="remote-retry"
        className="w-full max-w-md"
        title={title}
        description={description}
        onRetry={onRetry}
      />
    </div>
  );
}

/**
 * Renders a remote's exposed component inside an error boundary and Suspense. A remote that is down, fails
 * while rendering, or is not listed in the remotes manifest shows a card with 'Try again'; one built against a
 * platform contract that does not fit this shell shows 'This screen needs an update' with 'Reload'.
 */
export function RemoteBoundary({ name, expose = 'App' }: { name: string; expose?: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = getRemoteComponent(name, expose);
  const retry = () => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} name={name} onRetry={retry}>
      <Suspense fallback={<FullScreenSpinner />}>
        {/* Not created per render: getRemoteComponent returns the same lazy component until resetRemote(name). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
