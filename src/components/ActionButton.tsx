import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { Link } from '../../schema/fields.ts';
import { externalProps, isInternal } from './SmartLink.tsx';

/** A button that is a link (an author's `{ label, href }`). */
export function ActionButton({ link: action, ...rest }: { link: Link } & Omit<ButtonProps, 'href'>) {
  if (isInternal(action.href)) {
    return (
      <Button component={RouterLink} to={action.href} {...rest}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button href={action.href} {...externalProps(action.href)} {...rest}>
      {action.label}
    </Button>
  );
}
