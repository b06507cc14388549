import type * as registry from './registry.ts';
import type { SectionRegistry } from './registry.ts';

/**
 * Type-level only: compiles when the registry's exports give every section type a component that
 * takes that type's data. A new type in schema/sections without its export here fails `tsc`.
 */
type Complete<Registry extends SectionRegistry> = Registry;
export type RegistryIsComplete = Complete<typeof registry>;
