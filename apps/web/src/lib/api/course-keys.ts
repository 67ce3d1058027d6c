/**
 * Query keys of the course screens (details, content, certificates), one factory so a
 * lifecycle change can refresh everything under `courseKeys.all` at once.
 */
export const courseKeys = {
  all: ['course'] as const,
  details: (objectiveId: string) => [...courseKeys.all, 'details', objectiveId] as const,
  outline: (objectiveId: string) => [...courseKeys.all, 'outline', objectiveId] as const,
  tree: (objectiveWorkflowId: string) => [...courseKeys.all, 'tree', objectiveWorkflowId] as const,
  records: (aggregateId: string) => [...courseKeys.all, 'records', aggregateId] as const,
  certificates: (objectiveId: string) => [...courseKeys.all, 'certificates', objectiveId] as const,
  certificate: (certificateNumber: string) => [...courseKeys.all, 'certificate', certificateNumber] as const,
  /** Public: outside `all`, it does not depend on who is signed in. */
  publicCertificate: (certificateNumber: string) => ['public-certificate', certificateNumber] as const,
};
