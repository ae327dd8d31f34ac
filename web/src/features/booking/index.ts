// What other features use of booking: the staff booking wizard.
export { AddAppointmentPanel } from './components/add-appointment-panel.tsx';
