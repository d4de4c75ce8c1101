import { Link } from 'react-router-dom';
import { Check, X } from 'lucide-react';
import { PRICES } from '@resume/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@resume/platform';

interface Feature {
  name: string;
  included: boolean;
  limited?: boolean;
}

// The plan catalogue of spec 3.
const FREE_FEATURES: Feature[] = [
  { name: 'Basic Resume', included: true },
  { name: 'PDF Export', included: true, limited: true },
  { name: 'Unlimited Filters', included: false },
  { name: 'Unlimited Share Links', included: false },
  { name: 'Premium Templates', included: false },
  { name: 'LinkedIn Integration', included: false },
  { name: 'Remove branding', included: false },
];
const PREMIUM_FEATURES: Feature[] = FREE_FEATURES.map(({ name }) => ({ name, included: true }));

function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="space-y-3">
      {features.map((f) => (
        <li key={f.name} className={cn('flex items-center gap-3 text-sm', !f.included && 'text-slate-400')}>
          {f.included ? (
            <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label="Included" />
          ) : (
            <X className="h-4 w-4 shrink-0 text-slate-300" aria-label="Not included" />
          )}
          <span>{f.name}</span>
          {f.limited && (
            <Badge variant="secondary" className="ml-auto">
              Limited
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Free and Premium cards; button labels and targets follow spec 2.5 for signed-in and signed-out visitors. */
export function PricingCards({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <Card className="flex flex-col" data-testid="plan-card-free">
        <CardHeader>
          <CardTitle className="text-xl">Free</CardTitle>
          <CardDescription>Everything you need to build and export one great resume.</CardDescription>
          <p className="mt-4">
            <span className="text-4xl font-bold tracking-tight">${PRICES.free.monthly}</span>
            <span className="text-slate-500">/month</span>
          </p>
        </CardHeader>
        <CardContent className="flex-1">
          <FeatureList features={FREE_FEATURES} />
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            {signedIn ? <Link to="/resume-editor">My Resume</Link> : <Link to="/login">Get Started</Link>}
          </Button>
        </CardFooter>
      </Card>

      <Card className="relative flex flex-col border-2 border-primary shadow-lg" data-testid="plan-card-premium">
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
        <CardHeader>
          <CardTitle className="text-xl">Premium</CardTitle>
          <CardDescription>Tailor, style and share your resume for every application.</CardDescription>
          <p className="mt-4">
            <span className="text-4xl font-bold tracking-tight">${PRICES.premium.monthly}</span>
            <span className="text-slate-500">/month</span>
          </p>
        </CardHeader>
        <CardContent className="flex-1">
          <FeatureList features={PREMIUM_FEATURES} />
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full">
            {signedIn ? <Link to="/pricing">Upgrade Now</Link> : <Link to="/login">Get Premium</Link>}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
