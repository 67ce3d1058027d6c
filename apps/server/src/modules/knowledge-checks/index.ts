// What other modules may use of the knowledge-checks module: its routes and its worker (decision 0026).
export { AnswerLinks } from './answer-link.ts';
export { KnowledgeCheckWorker } from './check-worker.ts';
export { registerKnowledgeCheckRoutes } from './routes.ts';
