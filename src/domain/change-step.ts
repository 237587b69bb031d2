// The steps of one change, in the one vocabulary the actions report them with and the screen names
// them by: what is read before sending (nothing has left yet), the send itself, and the reading back
// of a change whose answer was lost.
export type ChangeStep = 'reading' | 'sending' | 'confirming';
