/**
 * Admin tables on a phone: a column that is secondary there is hidden below 600 px, and its words
 * go under the row's first cell instead (`onPhoneOnly`), so a row reads in the width of the screen.
 */
export const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const onPhoneOnly = { display: { xs: 'block', sm: 'none' } } as const;
/** Narrower cell padding on a phone, for the table's `sx`. */
export const phoneTable = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;
