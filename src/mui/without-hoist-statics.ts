/**
 * Stand-in for `hoist-non-react-statics`, which Emotion loads (with its own copy of react-is) only
 * for its `withTheme` wrapper. Neither the site nor MUI wraps a component with it, so the module
 * is never called; leaving it out keeps about 1 KB of script off every page.
 * scripts/build/mui-without-css-vars.ts swaps this in. Being called means someone used `withTheme`.
 */
export default function hoistNonReactStatics(): never {
  throw new Error('This site bundles Emotion without `withTheme`: use the `useTheme` hook instead.');
}
