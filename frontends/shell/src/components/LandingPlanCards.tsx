import { Link } from 'react-router-dom';
import { BILLING_PAGES, PRICES, type PlanFeature } from '@resume/contracts';
import { Button } from '@resume/platform';
import { PlanCard } from './PlanCard';

// The plan catalogue of spec 3 as the landing page words it (the pricing page shows the API's, GET /api/billing/plans).
const FREE_FEATURES: PlanFeature[] = [
  { name: 'Basic Resume', included: true },
  { name: 'PDF Export', included: true, limited: true },
  { name: 'Unlimited Filters', included: false },
  { name: 'Unlimited Share Links', included: false },
  { name: 'Premium Templates', included: false },
  { name: 'LinkedIn Integration', included: false },
  { name: 'Remove branding', included: false },
];
const PREMIUM_FEATURES: PlanFeature[] = FREE_FEATURES.map(({ name }) => ({ name, included: true }));

/** The landing page's Free and Premium cards; button labels and targets follow spec 2.5. */
export function LandingPlanCards({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <PlanCard
        testId="plan-card-free"
        name="Free"
        description="Everything you need to build and export one great resume."
        amount={PRICES.free.monthly}
        per="month"
        features={FREE_FEATURES}
      >
        <Button asChild variant="outline" className="w-full">
          {signedIn ? <Link to="/resume-editor">My Resume</Link> : <Link to="/login">Get Started</Link>}
        </Button>
      </PlanCard>
      <PlanCard
        testId="plan-card-premium"
        name="Premium"
        description="Tailor, style and share your resume for every application."
        amount={PRICES.premium.monthly}
        per="month"
        features={PREMIUM_FEATURES}
        popularLabel="Most Popular"
      >
        <Button asChild className="w-full">
          {/* The pricing page is where the upgrade happens. */}
          {signedIn ? <Link to={BILLING_PAGES.pricing}>Upgrade Now</Link> : <Link to="/login">Get Premium</Link>}
        </Button>
      </PlanCard>
    </div>
  );
}
