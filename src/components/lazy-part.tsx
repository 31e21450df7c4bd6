// eslint-disable-next-line no-restricted-imports -- the one Suspense boundary, with its error boundary
import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError } from "./load-on-demand";

interface LazyPartProps {
  /** Shown while the part's code loads. */
  fallback: ReactNode;
  /** Shown if its code cannot load (offline, a lost connection): `fallback` unless given. */
  failed?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the page whose code loads on demand (`React.lazy`): a Suspense boundary, and an error boundary so
 * that a chunk that cannot load leaves the rest of the page as it is. Without one React unmounts the whole page
 * on that error: the visitor would face a blank page for a filter panel or a menu that failed to load.
 */
export class LazyPart extends Component<LazyPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A lost connection is the network's; anything else is a bug of the part, reported as such.
    if (isChunkLoadError(error)) console.warn("A part of the page could not load:", error);
    else console.error("A part of the page failed:", error, info.componentStack);
  }

  override render(): ReactNode {
    const { fallback, failed = fallback, children } = this.props;
    if (this.state.failed) return failed;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
