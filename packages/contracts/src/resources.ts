import { z } from 'zod';

/** Categories offered by the admin form. */
export const ADMIN_RESOURCE_CATEGORIES = ['article', 'video', 'course', 'book', 'assessment', 'event', 'community', 'tool'] as const;
/** Every category the API accepts (admin form ∪ public filter). */
export const RESOURCE_CATEGORIES = [
  'article', 'video', 'podcast', 'guide', 'toolkit', 'course', 'book', 'assessment', 'event', 'community', 'tool',
] as const;

/** Icon names of the admin form. */
export const ADMIN_RESOURCE_ICONS = ['book', 'video', 'calendar', 'users', 'tool', 'assessment', 'link', 'message'] as const;
/** Every icon name the API accepts (the admin form's and those the public card maps; a card falls back to book). */
export const RESOURCE_ICONS = [
  'book', 'video', 'calendar', 'users', 'tool', 'assessment', 'link', 'message', 'headphones', 'newspaper', 'leaf', 'download', 'star',
] as const;

/** A resource as the API answers it. */
export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  iconName: z.string(),
  link: z.string().nullable(),
  content: z.string().nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Link must not exceed 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Link must be a valid http(s) URL');

/** The add / edit form (spec part 1 §5). `createdBy` is never read from a body: it comes from the session. */
export const resourceFormSchema = z.object({
  title: z.string({ error: 'Title must be at least 3 characters' }).trim().min(3, 'Title must be at least 3 characters').max(200, 'Title must not exceed 200 characters'),
  description: z.string({ error: 'Description must be at least 10 characters' }).trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description must not exceed 5000 characters'),
  category: z.enum(RESOURCE_CATEGORIES, { error: 'Please select a category' }),
  iconName: z.enum(RESOURCE_ICONS, { error: 'Please select an icon' }),
  /** Empty string means no link. */
  link: z.union([z.literal('').transform(() => null), httpUrl]).nullish().transform((v) => v ?? null),
  /** HTML; the API sanitises it when stored. */
  content: z.string().max(100_000, 'Content is too long').nullish().transform((v) => (v && v.trim() ? v : null)),
  featured: z.boolean().default(false),
});
export type ResourceFormInput = z.input<typeof resourceFormSchema>;

/** `PATCH /api/resources/:id`: the same fields, each optional; only those sent are changed. */
export const resourcePatchSchema = resourceFormSchema.partial();
export type ResourceFormData = z.output<typeof resourceFormSchema>;

/** Query of `GET /api/resources`. */
export const resourceListQuerySchema = z.object({
  category: z.string().trim().max(50).optional().transform((v) => v || undefined),
  featured: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200, 'Search must not exceed 200 characters').optional().transform((v) => v || undefined),
});
