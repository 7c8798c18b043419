import { enter, leave, type Present } from './presence.ts';

/** The game room lobby (`/play/room/`): who is there, so players can find and invite each other. */
export class Lobby {
  readonly members = new Set<Present>();

  add(member: Present): void {
    enter(this.members, member);
  }

  remove(member: Present): void {
    leave(this.members, member);
  }
}
