import type { DataPath } from '../../../../document/index.ts';
import { useFormContext } from '../../form-context.ts';
import type { JsonSchema } from '../../json-schema.ts';
import { fieldId } from '../../paths.ts';
import { isPlainGroup } from '../../plain.ts';
import type { ShapeOf } from '../../shape.ts';
import { startValue } from '../../start-value.ts';
import { askForAltText } from './image-group.ts';
import { ImageChooser } from './ImageChooser.tsx';
import { askToOpen } from '../../focus/open-requests.ts';
import { imageSourceOf } from '../picker-kind.ts';
import { ChooseButton, PickerDialog } from '../PickerDialog.tsx';
import { focusById, usePopup } from '../use-popup.ts';

interface NewPictureProps {
  label: string;
  schema: JsonSchema;
  path: DataPath;
  shape: ShapeOf<'group'>;
  order: readonly string[] | undefined;
}

/**
 * Beside "Add image" of a picture group not written yet: choosing a picture adds the whole group
 * with it, in one edit. Nothing for any other group.
 */
export function NewPictureButton({ label, schema, path, shape, order }: NewPictureProps) {
  const { onEdit, root } = useFormContext();
  const popup = usePopup();
  const id = fieldId(path);
  if (!imageSourceOf(shape, path, root)) return null;
  const choose = (src: string) => {
    const start = startValue(schema, root);
    onEdit({ op: 'setField', path, value: { ...(isPlainGroup(start) ? start : {}), src }, ...(order ? { order } : {}) });
    // This button goes once the group is written: the field that shows then takes the focus.
    if (!askForAltText(path, shape, undefined)) askToOpen(fieldId([...path, 'src']));
    popup.close();
  };
  return (
    <>
      <ChooseButton id={`${id}:choose`} name={`Choose a picture for “${label}”`} onClick={popup.show} />
      <PickerDialog
        id={`${id}:picker`}
        title="Choose a picture"
        open={popup.open}
        onCancel={() => popup.close(() => focusById(`${id}:choose`))}
        maxWidth="md"
      >
        <ImageChooser id={`${id}:picker`} current="" onChoose={choose} />
      </PickerDialog>
    </>
  );
}
