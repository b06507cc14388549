import type { DataPath } from '../../../document/index.ts';

/** What a picker beside a text box is given. */
export interface PickerProps {
  /** The field's input id (`fieldId(path)`): the focus goes back to it after a choice. */
  id: string;
  label: string;
  path: DataPath;
  /** What the box shows now. */
  value: string;
  /** Writes the chosen value to the field, as one edit. */
  onChoose: (value: string) => void;
}
