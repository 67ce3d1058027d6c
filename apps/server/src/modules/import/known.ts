import { entityId, type EntityKind } from './ids.ts';
import type { GradingScaleInput } from './schema/index.ts';

/** Kinds the bulk path forgets after each chunk: there can be millions of them. */
const CHUNK_LOCAL_KINDS: EntityKind[] = ['enrolment', 'workflow', 'objectiveRecord', 'certificateRecord'];

/** Where an activity sits: its course and the part that holds it (null: the course's root). */
export interface ActivityPlace {
  course: string;
  part: string | null;
}

/**
 * What is known about the entities of an import, by externalId. One file fills it
 * from scratch; the bulk path carries it from chunk to chunk so a chunk of
 * enrolments can refer to the users and courses of earlier chunks without a lookup.
 */
export class KnownEntities {
  /** externalId → where it is defined (JSON path), per kind. */
  readonly defined = new Map<EntityKind, Map<string, string>>();
  /** References to entities not defined here: to look up in the database (externalId → first path). */
  readonly external = new Map<EntityKind, Map<string, string>>();
  /** Ids found in the database, by `kind:externalId` (the rest get derived ids). */
  readonly ids = new Map<string, string>();
  /** externalIds already looked up in the database, per kind, so a chunk does not repeat them. */
  readonly looked = new Map<EntityKind, Set<string>>();
  readonly activities = new Map<string, ActivityPlace>();
  /** Activities found in the database: externalId → id of the part holding it (null: a root). */
  readonly storedActivityParts = new Map<string, string | null>();
  readonly workflows = new Map<string, { user: string; course: string }>();
  readonly templates = new Map<string, string>();
  readonly scales = new Map<string, GradingScaleInput>();
  readonly courseScale = new Map<string, string>();

  isDefined(kind: EntityKind, externalId: string): boolean {
    return this.defined.get(kind)?.has(externalId) ?? false;
  }

  /** Records a definition; returns the path of an earlier definition of the same id, if any. */
  define(kind: EntityKind, externalId: string, path: string): string | undefined {
    let map = this.defined.get(kind);
    if (!map) this.defined.set(kind, (map = new Map()));
    const earlier = map.get(externalId);
    if (earlier === undefined) map.set(externalId, path);
    return earlier;
  }

  /** The id of an entity: the stored row's when one exists, else derived from the externalId. */
  idOf(tenantId: string, kind: EntityKind, externalId: string): string {
    return this.ids.get(`${kind}:${externalId}`) ?? entityId(tenantId, kind, externalId);
  }

  /** Records a reference; one not defined (yet) is looked up in the database later. */
  use(kind: EntityKind, externalId: string, path: string): void {
    if (this.isDefined(kind, externalId) || this.ids.has(`${kind}:${externalId}`)) return;
    let map = this.external.get(kind);
    if (!map) this.external.set(kind, (map = new Map()));
    if (!map.has(externalId)) map.set(externalId, path);
  }

  /**
   * Between chunks of the bulk path: forgets what the chunk referenced, and the
   * definitions nothing can refer to (a million enrolments need not stay in memory).
   */
  endChunk(): void {
    this.external.clear();
    this.workflows.clear();
    for (const kind of CHUNK_LOCAL_KINDS) {
      this.defined.delete(kind);
      this.looked.delete(kind);
    }
  }
}
