import { MONEY_BACK_GUARANTEE_DAYS } from '@resume/contracts';
import { useUser } from '@resume/platform';
import { PricingCards } from '../components/PricingCards';

export function PricingPage() {
  const { data: user } = useUser();
  return (
    <section className="container py-16" aria-labelledby="pricing-title">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h1 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Choose Your Plan
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Start free and upgrade when you need tailored versions, custom templates and unlimited sharing.
        </p>
      </div>
      <PricingCards signedIn={Boolean(user)} />
      <p className="mt-8 text-center text-sm text-slate-500">
        {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. Cancel anytime.
      </p>
    </section>
  );
}
