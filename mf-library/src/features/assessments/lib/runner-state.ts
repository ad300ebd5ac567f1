/** The runner's steps (spec part 1 §4): welcome, question 1..n, results. Pure reducer, unit-tested. */
export type RunnerState =
  | { step: 'welcome'; answers: Record<string, string> }
  | { step: 'question'; index: number; answers: Record<string, string> }
  | { step: 'results'; answers: Record<string, string> };

export type RunnerAction =
  | { type: 'start' }
  | { type: 'choose'; questionId: string; optionId: string }
  | { type: 'next'; questionIds: string[] }
  | { type: 'back' }
  | { type: 'restart' };

export const initialRunnerState: RunnerState = { step: 'welcome', answers: {} };

export function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
  switch (action.type) {
    case 'start':
      return { step: 'question', index: 0, answers: {} };
    case 'choose':
      return state.step === 'question' ? { ...state, answers: { ...state.answers, [action.questionId]: action.optionId } } : state;
    case 'next': {
      if (state.step !== 'question') return state;
      // Next is disabled until an option is chosen.
      if (!state.answers[action.questionIds[state.index]]) return state;
      const last = state.index >= action.questionIds.length - 1;
      return last ? { step: 'results', answers: state.answers } : { ...state, index: state.index + 1 };
    }
    case 'back':
      if (state.step !== 'question') return state;
      return state.index === 0 ? { step: 'welcome', answers: {} } : { ...state, index: state.index - 1 };
    case 'restart':
      return initialRunnerState;
  }
}
