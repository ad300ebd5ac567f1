import { ASSESSMENT_MAX_SCORES, assessmentResultInputSchema } from './assessments';
import { resourceFormSchema, resourceListQuerySchema, resourcePatchSchema } from './resources';
import { accepted, messages } from './test-support';

const resource = { title: 'Walking for Wellbeing', description: 'How a daily walk lifts mood.', category: 'article', iconName: 'leaf' };

// Spec part 1 §5 (resource form), word for word.
describe('the resource form', () => {
  it('refuses with the spec messages', () => {
    expect(messages(resourceFormSchema, {})).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      category: 'Please select a category',
      iconName: 'Please select an icon',
    });
  });

  it('link and content are optional and nullable, featured false by default; only http(s) links', () => {
    expect(accepted(resourceFormSchema, { ...resource, link: '', content: '   ' })).toEqual({ ...resource, link: null, content: null, featured: false });
    expect(messages(resourceFormSchema, { ...resource, link: 'javascript:alert(1)' })).toEqual({ link: 'Link must be a valid http(s) URL' });
  });

  it('a patch changes only what it carries (no defaults filled in for absent fields but featured)', () => {
    const patch = accepted(resourcePatchSchema, { title: 'A new title' });
    expect(patch.title).toBe('A new title');
    expect(patch.category).toBeUndefined();
  });

  it('the list query: featured is the text true or false, an empty search is none', () => {
    expect(accepted(resourceListQuerySchema, { featured: 'true', search: ' ' })).toMatchObject({ featured: 'true', search: undefined });
    expect(resourceListQuerySchema.safeParse({ featured: 'yes' }).success).toBe(false);
  });
});

describe('assessment results', () => {
  it('a known assessment and a whole score within its maximum', () => {
    expect(accepted(assessmentResultInputSchema, { assessmentId: 'loneliness', score: ASSESSMENT_MAX_SCORES.loneliness })).toEqual({ assessmentId: 'loneliness', score: 10 });
    expect(messages(assessmentResultInputSchema, { assessmentId: 'loneliness', score: 11 })).toEqual({ score: 'Score is higher than this assessment allows' });
    expect(messages(assessmentResultInputSchema, { assessmentId: 'happiness', score: 1 })).toEqual({ assessmentId: 'Unknown assessment' });
    expect(messages(assessmentResultInputSchema, { assessmentId: 'stress', score: -1 })).toEqual({ score: 'Score must not be negative' });
    expect(messages(assessmentResultInputSchema, { assessmentId: 'stress', score: 2.5 })).toEqual({ score: 'Score must be a whole number' });
  });
});
