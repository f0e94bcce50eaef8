/** Messages the API client shows when the server gives no usable error message (keys → English). */
export const apiMessages = {
  networkError: 'The server could not be reached. Check your connection and try again.',
  unreadableAnswer: 'The server sent an answer that could not be read. Please try again later.',
  serverError: 'Something went wrong on our side. Please try again later.',
  requestRefused: 'The request could not be completed.',
} as const;
