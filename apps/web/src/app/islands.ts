import type { ComponentType } from 'react';

/** An island's props: JSON, from the server's page to the browser. */
export type IslandProps = Record<string, unknown>;

interface IslandModule {
  /** The island's component, downloaded when the visitor first reaches for it. */
  load: () => Promise<ComponentType<IslandProps>>;
  /** The translation namespaces it reads besides common (loaded before it hydrates, so hydration never waits on them). */
  namespaces: readonly string[];
}

/** A module's component as an island's (its props arrive as JSON, checked by the page that placed it). */
const component = <P>(load: () => Promise<ComponentType<P>>) => load as unknown as () => Promise<ComponentType<IslandProps>>;

/**
 * Every island a public page can hold (<Island name=…>), by name. The server renders an island with the component
 * the page passed; the browser hydrates it with the one loaded here: both must be the same component.
 */
export const ISLANDS = {
  'account-area': {
    load: component(async () => (await import('@/app/layouts/site-shell/account-area')).AccountArea),
    namespaces: [],
  },
  'mobile-account': {
    load: component(async () => (await import('@/app/layouts/site-shell/mobile-account')).MobileAccount),
    namespaces: [],
  },
  catalogue: {
    load: component(async () => (await import('@/features/courses/components/catalogue')).Catalogue),
    namespaces: ['courses'],
  },
  'course-showcase': {
    load: component(async () => (await import('@/features/public/components/course-showcase')).CourseShowcase),
    namespaces: ['courses'],
  },
  'contact-form': {
    load: component(async () => (await import('@/components/contact-form')).ContactForm),
    // Its texts are the public ones, loaded with every island.
    namespaces: [],
  },
  'gallery-grid': {
    load: component(async () => (await import('@/features/public/gallery/gallery-grid')).GalleryGrid),
    namespaces: ['main-site'],
  },
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof ISLANDS;
