import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FullScreenSpinner } from '@resume/platform';
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
      <Card role="alert" data-testid="remote-error" data-remote={name} className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <AlertTriangle className="h-6 w-6" aria-hidden="true" />
          </span>
          <CardTitle>This part of the app could not be loaded</CardTitle>
          <CardDescription>
            It may be updating or temporarily unavailable. The rest of the app still works. Check your connection and
            try again in a moment.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry} data-testid="remote-retry">
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
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
