import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { FullScreenSpinner, LoadErrorCard } from '@resume/platform';
import { getRemoteComponent, resetRemote } from './remote-loader';

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
    if (this.state.error) return <RemoteUnavailableCard name={this.props.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteUnavailableCard({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <div className="container flex min-h-[50vh] items-center justify-center py-12">
      <LoadErrorCard
        data-testid="remote-error"
        data-remote={name}
        retryTestId="remote-retry"
        className="w-full max-w-md"
        title="This part of the app could not be loaded"
        description="It may be updating or temporarily unavailable. The rest of the app still works. Check your connection and try again in a moment."
        onRetry={onRetry}
      />
    </div>
  );
}

/**
 * Renders a remote's exposed component inside an error boundary and Suspense. A remote that is down, fails
 * while rendering, or is not listed in the remotes manifest shows a card with 'Try again'.
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
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
