import { Typography } from '@mui/material';
import type { ShapedProps } from '../field-props.ts';
import { ScalarFrame } from '../frame/ScalarFrame.tsx';

/** A value the schema allows only one of (a section's `type`): shown, not edited. */
export function FixedField(props: ShapedProps<'fixed'>) {
  const { label, shape, value } = props;
  const shown = value === undefined ? shape.value : value;
  return (
    <ScalarFrame
      {...props}
      opensOnAdd={false}
      control={({ id, describedBy }) => (
        <Typography id={id} tabIndex={-1} aria-describedby={describedBy}>
          {label}:{' '}
          <strong>{typeof shown === 'string' || typeof shown === 'number' || typeof shown === 'boolean' ? String(shown) : 'empty'}</strong>
        </Typography>
      )}
    />
  );
}
