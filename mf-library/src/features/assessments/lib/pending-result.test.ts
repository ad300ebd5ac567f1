import { clearPendingResult, readPendingResult, rememberPendingResult } from './pending-result';

describe('a result kept across sign-in', () => {
  afterEach(() => sessionStorage.clear());
  it('is read back for the same assessment only, until cleared', () => {
    rememberPendingResult('stress', { st1: 'o2' });
    expect(readPendingResult('burnout')).toBeNull();
    expect(readPendingResult('stress')).toEqual({ st1: 'o2' });
    expect(readPendingResult('stress')).toEqual({ st1: 'o2' }); // a pure read (StrictMode runs initialisers twice)
    clearPendingResult();
    expect(readPendingResult('stress')).toBeNull();
  });
  it('expires after 30 minutes and ignores garbage', () => {
    sessionStorage.setItem('afterwork.pendingAssessment', JSON.stringify({ assessmentId: 'stress', answers: { a: 'b' }, at: Date.now() - 31 * 60_000 }));
    expect(readPendingResult('stress')).toBeNull();
    sessionStorage.setItem('afterwork.pendingAssessment', '{not json');
    expect(readPendingResult('stress')).toBeNull();
  });
});
