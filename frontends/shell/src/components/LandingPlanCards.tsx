import { Link } from 'react-router-dom';
import { BILLING_PAGES, planCatalogue } from '@resume/contracts';
import { Button, useT } from '@resume/platform';
import { PlanCard } from './PlanCard';

// Prices and features from the one plan catalogue (spec 3, 9), names and features in the page's language as the
// pricing page shows them; the landing page keeps its own one-line pitches. No price ids: the landing page only
// links to where a plan is bought.
const [FREE, PREMIUM] = planCatalogue({ premium: { month: '', year: '' }, professional: { month: '', year: '' } });

/** The landing page's Free and Premium cards; button labels and targets follow spec 2.5. */
export function LandingPlanCards({ signedIn }: { signedIn: boolean }) {
  const t = useT('shell');
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <PlanCard
        testId="plan-card-free"
        name={t('plan.names.free')}
        description={t('landing.pricing.freeDescription')}
        amount={FREE.price}
        per={t('plan.month')}
        features={FREE.features}
      >
        <Button asChild variant="outline" className="w-full">
          {signedIn ? (
            <Link to="/resume-editor">{t('landing.pricing.myResume')}</Link>
          ) : (
            <Link to="/login">{t('landing.pricing.getStarted')}</Link>
          )}
        </Button>
      </PlanCard>
      <PlanCard
        testId="plan-card-premium"
        name={t('plan.names.premium')}
        description={t('landing.pricing.premiumDescription')}
        amount={PREMIUM.price}
        per={t('plan.month')}
        features={PREMIUM.features}
        popularLabel={t('landing.pricing.mostPopular')}
      >
        <Button asChild className="w-full">
          {/* The pricing page is where the upgrade happens. */}
          {signedIn ? (
            <Link to={BILLING_PAGES.pricing}>{t('landing.pricing.upgradeNow')}</Link>
          ) : (
            <Link to="/login">{t('landing.pricing.getPremium')}</Link>
          )}
        </Button>
      </PlanCard>
    </div>
  );
}
