import type { i18n } from 'i18next';

/**
 * A collection's name and description in the page's language: the bundled collections have
 * theirs in the `problems` namespace (`collections.<id>`); an imported one shows what its file
 * says.
 */
export function collectionText(
  i18next: Pick<i18n, 't' | 'exists'>,
  collection: { readonly id: string; readonly name: string; readonly description?: string },
): { name: string; description: string } {
  // The keys are the collections' ids, known only at run time.
  const lookup = i18next.t as unknown as (key: string) => string;
  const text = (field: 'name' | 'description', stored: string) => {
    const key = `problems:collections.${collection.id}.${field}`;
    return i18next.exists(key) ? lookup(key) : stored;
  };
  return {
    name: text('name', collection.name),
    description: text('description', collection.description ?? ''),
  };
}
