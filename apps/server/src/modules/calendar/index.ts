// What other modules may use of the calendar module: its routes (issue 15, decision 0028).
export { registerCalendarRoutes } from './routes.ts';
