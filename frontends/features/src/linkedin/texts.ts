/** LinkedIn texts the spec does not give (its own are in the contracts' MESSAGES.linkedin). */
export const LINKEDIN_TEXTS = {
  simulating: 'Simulating the LinkedIn connection…',
};
