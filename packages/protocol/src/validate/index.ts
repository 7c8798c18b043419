export * from './chat.ts';
export * from './chat-rights.ts';
export * from './choices.ts';
export * from './complaint.ts';
export * from './counting.ts';
export * from './frame.ts';
export * from './game-actions.ts';
export * from './invitation.ts';
