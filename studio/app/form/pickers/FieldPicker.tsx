import { ColourPicker } from './site-settings/ColourPicker.tsx';
import { IconPicker } from './icons/IconPicker.tsx';
import { ImagePicker } from './images/ImagePicker.tsx';
import { LinkPicker } from './links/LinkPicker.tsx';
import type { PickerKind } from './picker-kind.ts';
import type { PickerProps } from './picker-props.ts';

/** What goes beside a text box for its picker (a menu group is a drop-down instead; see MenuGroupInput). */
export function FieldPicker({ kind, ...props }: PickerProps & { kind: PickerKind }) {
  switch (kind) {
    case 'link':
      return <LinkPicker {...props} />;
    case 'icon':
      return <IconPicker {...props} />;
    case 'image':
      return <ImagePicker {...props} />;
    case 'colour':
      return <ColourPicker {...props} />;
    case 'menu-group':
      return null;
  }
}
