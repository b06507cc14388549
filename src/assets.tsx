import SvgIcon from '@mui/material/SvgIcon';
import { createContext, useContext, type ComponentType } from 'react';

/** The icons and picture sizes one page uses, bundled with that page's data chunk. */
export interface PageAssets {
  icons: Record<string, ComponentType<React.ComponentProps<typeof SvgIcon>>>;
  images: Record<string, { width: number; height: number }>;
}

const AssetsContext = createContext<PageAssets>({ icons: {}, images: {} });

export const AssetsProvider = AssetsContext.Provider;

export function usePageAssets(): PageAssets {
  return useContext(AssetsContext);
}
