import { createGroup, insertActivity } from '../groups/helpers';
import { signUpMember, type Agent, type TestApp } from './index';

export interface Host {
  /** The member's browser (signed in). */
  agent: Agent;
  userId: number;
  /** A group the member created (so they are its admin). */
  groupId: number;
  /** An upcoming activity of that group. */
  activityId: number;
}

/** A new member who runs a group with an upcoming activity: the owner for tests of who may see and change what. */
export async function signUpHost(t: TestApp): Promise<Host> {
  const agent = t.agent();
  const userId = (await signUpMember(agent)).user.id;
  const groupId = (await createGroup(agent)).id;
  const activityId = await insertActivity(t.db, groupId);
  return { agent, userId, groupId, activityId };
}
