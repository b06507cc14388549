import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { CatalogueField } from './entry.ts';

/** The schema's texts mark names and values with backticks, as in Markdown: show those as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A section type's fields, as the editor and AUTHORING.md describe them. */
export function FieldTable({ fields, caption }: { fields: readonly CatalogueField[]; caption: string }) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Required or default</TableCell>
          <TableCell>Value</TableCell>
          <TableCell>What it is</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field.name}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {field.name}
            </TableCell>
            <TableCell>{withCode(field.need)}</TableCell>
            <TableCell>{withCode(field.value)}</TableCell>
            <TableCell>{withCode(field.description)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
