import type { Messages } from '../../messages.ts';
import type { books as english } from '../en/books.ts';

export const books: Messages<typeof english> = {};
