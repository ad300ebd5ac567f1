import { communityFormSchema, type CommunityFormData } from '@afterwork/contracts/communities';
import { issuesByField } from '@afterwork/ui/zod-form';

/** What the admin form holds: coordinates as text (spec §3.1), empty strings for optional images. */
export interface CommunityFormValues {
  name: string;
  description: string;
  type: string;
  location: string;
  latitude: string;
  longitude: string;
  imageUrl: string;
  coverPhoto: string;
}
export const COMMUNITY_FIELDS = ['name', 'description', 'type', 'location', 'latitude', 'longitude', 'imageUrl', 'coverPhoto'] as const;

export type CommunityFormResult = { ok: true; data: CommunityFormData } | { ok: false; errors: Partial<Record<keyof CommunityFormValues, string>> };

/** Checks the whole form with the API's own schema: the first message per field, the spec's words. */
export function validateCommunityForm(values: Partial<CommunityFormValues>): CommunityFormResult {
  const result = communityFormSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error) };
}

/** A loaded community as form values (coordinates become text). */
export const toFormValues = (c: {
  name: string; description: string; type: string; location: string; latitude: number; longitude: number;
  imageUrl: string | null; coverPhoto: string | null;
}): CommunityFormValues => ({
  name: c.name,
  description: c.description,
  type: c.type,
  location: c.location,
  latitude: String(c.latitude),
  longitude: String(c.longitude),
  imageUrl: c.imageUrl ?? '',
  coverPhoto: c.coverPhoto ?? '',
});
