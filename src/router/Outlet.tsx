import { useContext, type ComponentType } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteViewContext } from './location.ts';

/** Where the layout shows the current page; a page that fails shows `Fallback` (the branded error page) in its place. */
export function Outlet({ Fallback }: { Fallback: ComponentType<{ error: unknown }> }) {
  const current = useContext(RouteViewContext);
  if (!current) return null;
  const { view, key } = current;
  // Keyed by navigation, so an error on one page does not stay when the visitor moves on.
  return <RouteErrorBoundary key={key} fallback={(error) => <Fallback error={error} />}>{view.Component ? <view.Component /> : <Fallback error={view.error} />}</RouteErrorBoundary>;
}
