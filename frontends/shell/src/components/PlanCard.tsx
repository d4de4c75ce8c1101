import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { planFeatureKey, type PlanFeature } from '@resume/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  useT,
} from '@resume/platform';
import { formatPrice } from '@resume/features';

function FeatureList({ features }: { features: PlanFeature[] }) {
  const t = useT('shell');
  // The catalogue's features by their key (the API answers the English names); one this copy does not know stays
  // as the API words it.
  const featureName = (name: string) => {
    const key = planFeatureKey(name);
    return key ? t(`plan.features.${key}`) : name;
  };
  return (
    <ul className="space-y-3">
      {features.map((f) => (
        <li
          key={f.name}
          className={cn('flex items-center gap-3 text-sm', !f.included && 'text-slate-500')}
          title={f.tooltip}
        >
          {f.included ? (
            <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label={t('plan.included')} />
          ) : (
            <X className="h-4 w-4 shrink-0 text-slate-500" aria-label={t('plan.notIncluded')} />
          )}
          <span>{featureName(f.name)}</span>
          {f.limited && (
            <Badge variant="secondary" className="ms-auto">
              {t('plan.limited')}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A plan's card: name, description, price for the interval, features and its button(s). */
export function PlanCard(props: {
  testId: string;
  name: string;
  description: string;
  amount: number;
  per: string;
  features: PlanFeature[];
  popularLabel?: string;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn('relative flex flex-col', props.popularLabel && 'border-2 border-primary shadow-lg')}
      data-testid={props.testId}
    >
      {props.popularLabel && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">{props.popularLabel}</Badge>
      )}
      <CardHeader>
        <CardTitle className="text-xl">{props.name}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
        <p className="mt-4" data-testid="plan-price">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(props.amount)}</span>
          <span className="text-slate-500">/{props.per}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <FeatureList features={props.features} />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">{props.children}</CardFooter>
    </Card>
  );
}
