import { Alert, Box, Typography } from '@mui/material';
import type { Problem } from '../../../schema/content/errors.ts';
import type { DataPath, Edit } from '../../document/index.ts';
import type { JsonObject, SchemaResponse } from '../../api/contract/studio-api.ts';
import { fieldId, ProblemMessage, SchemaForm } from '../form/index.ts';
import type { OriginalTexts } from '../form/form-context.ts';
import type { Selection } from './panels/Outline.tsx';
import { isObject, sectionSchema, sectionsOf, typeTitle } from './schema-parts.ts';

interface FormPaneProps {
  schemas: SchemaResponse;
  data: unknown;
  selection: Selection;
  isSite: boolean;
  problems: readonly Problem[];
  focusPath: DataPath | undefined;
  onEdit: (edit: Edit) => void;
  /** A translation's editor: the words of the page it translates, under the fields that translate them. */
  original?: OriginalTexts | undefined;
}

/** The form of the selected section, or of the page's own fields (for site.yaml, of all its settings). */
export function FormPane({ schemas, data, selection, isSite, problems, focusPath, onEdit, original }: FormPaneProps) {
  const focus = focusPath ? { focusPath } : {};
  if (data === undefined || !isObject(data)) {
    return (
      <Alert severity="error">
        This file is not a page the form can show yet: its YAML has a mistake. The problems list says where; fix it in the YAML view above,
        and the form comes back.
      </Alert>
    );
  }
  if (isSite || selection.kind === 'page') {
    const schema: JsonObject = isSite ? schemas.site : schemas.page;
    return (
      <>
        <Typography variant="h5" component="h2" gutterBottom>
          {isSite ? 'Site settings' : 'Page settings'}
        </Typography>
        <SchemaForm
          schema={schema}
          value={data}
          path={[]}
          problems={problems}
          onEdit={onEdit}
          hidden={isSite ? [] : ['sections']}
          original={original}
          {...focus}
        />
      </>
    );
  }
  const section = sectionsOf(data)[selection.index] ?? {};
  const schema = sectionSchema(schemas.page, section['type']);
  const title = typeTitle(schemas.sectionTypes, section['type']);
  // The type is chosen in the palette, not in the form: its problems (an unknown type, a second hero) show here.
  const typePath = ['sections', selection.index, 'type'];
  const typeProblems = problems.filter(
    (problem) => problem.path.length === 3 && problem.path.every((key, index) => key === typePath[index]),
  );
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Section {selection.index + 1}: {title}
      </Typography>
      {typeProblems.length > 0 && (
        <Box id={fieldId(typePath)} role="group" aria-label="The section's type" tabIndex={-1} sx={{ mb: 2 }}>
          {typeProblems.map((problem, index) => (
            <ProblemMessage key={index} id={`${fieldId(typePath)}:problem-${index}`} problem={problem} />
          ))}
        </Box>
      )}
      {schema ? (
        <SchemaForm
          key={selection.index}
          schema={schema}
          value={section}
          path={['sections', selection.index]}
          problems={problems}
          onEdit={onEdit}
          hidden={['type']}
          original={original}
          {...focus}
        />
      ) : (
        <Alert severity="error">
          This section’s type is not one the site knows, so it has no form. Remove it in the outline and add the right type from the
          palette.
        </Alert>
      )}
    </>
  );
}
