import { Stack } from '@mui/material';
import type { Problem } from '../../../../schema/content/errors.ts';
import type { DataPath } from '../../../document/index.ts';
import { ParentGroupContext, useParentGroupBox } from '../pickers/images/parent-group.ts';
import { FieldView } from '../FieldView.tsx';
import { fieldLabel } from '../frame/labels.ts';
import { fieldOf } from '../plain.ts';
import { ownProblems, problemsUnder } from '../frame/problems.ts';
import type { ShapeOf } from '../shape.ts';

/** The problems a group shows itself: at the group, or under a field it does not have. */
export function groupOwnProblems(shape: ShapeOf<'group'>, path: DataPath, problems: readonly Problem[]): Problem[] {
  const known = new Set(shape.properties.map((property) => property.name));
  return ownProblems(problems, path, (key) => known.has(String(key)));
}

interface GroupFieldsProps {
  path: DataPath;
  shape: ShapeOf<'group'>;
  value: unknown;
  problems: readonly Problem[];
  /** Fields not shown here (the caller shows them elsewhere). */
  hidden?: readonly string[];
}

/** The fields of a group, in the schema's order, each with the problems under it. Pickers read the group (see parent-group.ts). */
export function GroupFields({ path, shape, value, problems, hidden = [] }: GroupFieldsProps) {
  const order = shape.properties.map((property) => property.name);
  const group = useParentGroupBox({ path, value, shape });
  return (
    <ParentGroupContext.Provider value={group}>
      <Stack spacing={2}>
        {shape.properties
          .filter((property) => !hidden.includes(property.name))
          .map((property) => {
            const fieldPath = [...path, property.name];
            return (
              <FieldView
                key={property.name}
                name={property.name}
                label={fieldLabel(property.name, property.schema)}
                schema={property.schema}
                path={fieldPath}
                value={fieldOf(value, property.name)}
                problems={problemsUnder(problems, fieldPath)}
                required={property.required}
                order={order}
              />
            );
          })}
      </Stack>
    </ParentGroupContext.Provider>
  );
}
