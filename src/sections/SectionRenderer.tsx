import type { ComponentType } from 'react';
import type { SectionType } from '../../schema/sections/index.ts';
import type { SectionByType, SectionRegistry } from './registry.ts';

/** Renders one section with the component its `type` names, from the components its page loaded. */
export function SectionRenderer<T extends SectionType>({
  section,
  components,
}: {
  section: SectionByType[T] & { type: T };
  components: Partial<SectionRegistry>;
}) {
  const Component: ComponentType<{ section: SectionByType[T] }> | undefined = components[section.type];
  if (!Component) throw new Error(`This page's code has no component for the section type "${section.type}".`);
  return <Component section={section} />;
}
