// Standalone entry (webpack serve): async boundary so the shared singletons are negotiated first.
import './standalone.css';
void import('./bootstrap');
