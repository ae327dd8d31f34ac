// What other features use of the logger: the 'Historique' section of the appointment and user panels.
export { AuditHistorySection } from './components/audit-history-section.tsx';
