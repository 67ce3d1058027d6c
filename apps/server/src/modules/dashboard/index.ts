// What other modules may use of the dashboard module: its routes (issue 15, decision 0029).
export { registerDashboardRoutes } from './routes.ts';
