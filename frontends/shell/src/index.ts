// Async boundary: lets module federation negotiate the shared singletons before any of them is used.
import './styles.css';
void import('./bootstrap');
