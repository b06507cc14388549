import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';
import { gridColumns } from '../theme.ts';
import { moreSx } from './sx.ts';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

function mapResponsive<U>(value: Responsive<number>, map: (item: number) => U): Responsive<U> {
  if (typeof value === 'number') return map(value);
  return Object.fromEntries(Object.entries(value).map(([breakpoint, item]) => [breakpoint, map(item)]));
}

/**
 * The site's 24-column grid: wrapping flex rows whose cells span part of 24 columns, with gaps
 * between them. The same layout as MUI's Grid for a fraction of its code, which every page loads.
 */
export function Columns({
  spacing,
  component = 'div',
  sx,
  children,
}: {
  spacing: Responsive<number>;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component={component}
      sx={[
        (theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          '--columns-gap': mapResponsive(spacing, (units) => theme.spacing(units)),
          gap: 'var(--columns-gap)',
        }),
        ...moreSx(sx),
      ]}
    >
      {children}
    </Box>
  );
}

/** A cell of `Columns` spanning `size` of the 24 columns at each breakpoint. */
export function Column({
  size,
  component = 'div',
  sx,
  children,
}: {
  size: Partial<Record<Breakpoint, number>>;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const width = mapResponsive(
    size,
    (span) => `calc(100% * ${span} / ${gridColumns} - (${gridColumns} - ${span}) * (var(--columns-gap) / ${gridColumns}))`,
  );
  return (
    <Box component={component} sx={[{ flex: '0 0 auto', minWidth: 0, width }, ...moreSx(sx)]}>
      {children}
    </Box>
  );
}
