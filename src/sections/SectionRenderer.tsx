import type { ComponentType } from 'react';
import type { SectionType } from '../../schema/sections/index.ts';
import { registry, type SectionByType, type SectionRegistry } from './registry.ts';

const components: SectionRegistry = registry;

/** Renders one section with the component its `type` names. */
export function SectionRenderer<T extends SectionType>({ section }: { section: SectionByType[T] & { type: T } }) {
  const Component: ComponentType<{ section: SectionByType[T] }> = components[section.type];
  return <Component section={section} />;
}
