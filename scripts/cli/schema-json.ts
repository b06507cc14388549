import { z } from 'zod';
import { PageSchema } from '../../schema/page.ts';
import { SiteSchema } from '../../schema/site.ts';

/** The editor schemas (what authors write, so fields with defaults are optional), as JSON text. */
export function editorSchemas(): Record<'page.schema.json' | 'site.schema.json', string> {
  const render = (schema: z.ZodType) => `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`;
  return { 'page.schema.json': render(PageSchema), 'site.schema.json': render(SiteSchema) };
}
