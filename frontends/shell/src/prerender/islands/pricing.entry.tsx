import { VisitorPlans } from '../../components/PricingPlans';
import { hydrateIslands } from '../hydrate-islands';

hydrateIslands({ 'visitor-plans': VisitorPlans });
