import type { Resource, ResourceFormInput } from '@afterwork/contracts/resources';

/** What the form holds: strings for the optional fields (an empty string means none). */
export interface ResourceFormValues {
  title: string;
  description: string;
  category?: string;
  iconName?: string;
  link: string;
  content: string;
  featured: boolean;
}

export const emptyFormValues = (): ResourceFormValues => ({ title: '', description: '', category: undefined, iconName: undefined, link: '', content: '', featured: false });

export const formValuesOf = (r: Resource): ResourceFormValues => ({
  title: r.title,
  description: r.description,
  category: r.category,
  iconName: r.iconName,
  link: r.link ?? '',
  content: r.content ?? '',
  featured: r.featured,
});

/** The request body: no id, no createdBy (the server takes it from the session). */
export const bodyOf = (v: ResourceFormValues): ResourceFormInput => ({
  title: v.title,
  description: v.description,
  category: (v.category ?? '') as ResourceFormInput['category'],
  iconName: (v.iconName ?? '') as ResourceFormInput['iconName'],
  link: v.link.trim() ? v.link.trim() : null,
  content: v.content.trim() ? v.content : null,
  featured: !!v.featured,
});
