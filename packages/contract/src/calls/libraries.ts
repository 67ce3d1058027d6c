/** The tenant's resource libraries (doc 1 §3 Resource library; decision 0041). */
import { defineCall } from '../call.ts';
import { LIBRARY_PATHS } from '../libraries.ts';
import { listOf } from '../schemas/common.ts';
import { ResourceLibraryViewSchema } from '../schemas/libraries.ts';

export const libraryCalls = {
  resourceLibraries: defineCall({
    method: 'GET',
    path: LIBRARY_PATHS.resourceLibraries,
    summary:
      "The tenant's resource libraries, by name, each with the activity type it holds and whether its content may be published and edited",
    tags: ['Resource libraries'],
    responses: { 200: listOf(ResourceLibraryViewSchema) },
  }),
};
