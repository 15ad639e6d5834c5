/** An error as a sentence for the view (remote text is shown as text, never markup). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong')
