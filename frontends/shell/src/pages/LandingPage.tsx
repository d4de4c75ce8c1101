import { Link } from 'react-router-dom';
import {
  ArrowRight,
  BarChart3,
  FileDown,
  Filter,
  Link2,
  Palette,
  PenLine,
  Sparkles,
  Tags,
  UserSearch,
  Wand2,
  Zap,
} from 'lucide-react';
import { Badge, Button, Card, CardContent, useT, useUser } from '@resume/platform';
import { FaqList } from '../components/FaqList';
import { LandingPlanCards } from '../components/LandingPlanCards';

// Each card's texts are keys of the `shell` catalogue (locales/en.ts: landing.*).
const WHY = [
  { icon: Zap, title: 'why.busyTitle', text: 'why.busyText' },
  { icon: Filter, title: 'why.tailoredTitle', text: 'why.tailoredText' },
  { icon: Link2, title: 'why.shareTitle', text: 'why.shareText' },
];

const STEPS = [
  { icon: PenLine, title: 'how.buildTitle', text: 'how.buildText' },
  { icon: Tags, title: 'how.tagTitle', text: 'how.tagText' },
  { icon: Palette, title: 'how.styleTitle', text: 'how.styleText' },
  { icon: FileDown, title: 'how.exportTitle', text: 'how.exportText' },
];

const COMING_SOON = [
  { icon: Wand2, label: 'soon.ai' },
  { icon: BarChart3, label: 'soon.analytics' },
  { icon: UserSearch, label: 'soon.recruiters' },
  { icon: Sparkles, label: 'soon.templates' },
];

const FAQ = ['free', 'premium', 'protect', 'domain', 'cancel'] as const;

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow?: string; title: string; text?: string }) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-slate-600">{text}</p>}
    </div>
  );
}

export function LandingPage() {
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  const shell = useT('shell');
  const t = (key: string) => shell(`landing.${key}`);

  return (
    <>
      {/* Hero */}
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-white to-blue-50/60"
      >
        <div className="container grid items-center gap-12 py-20 md:py-28 lg:grid-cols-2">
          <div>
            <Badge variant="outline" className="mb-6 border-blue-200 bg-white text-primary">
              <Sparkles className="h-3 w-3" aria-hidden="true" />
              {t('badge')}
            </Badge>
            <h1
              id="hero-title"
              className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {t('heroBefore')}
              <span className="text-primary">{t('heroAccent')}</span>
              {t('heroAfter')}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{t('heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {signedIn ? (
                <Button asChild size="lg">
                  <Link to="/resume-editor">
                    {t('editResume')} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="lg">
                    <Link to="/register">
                      {t('createResume')} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <Link to="/login">{t('signIn')}</Link>
                  </Button>
                </>
              )}
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      {/* Why */}
      <section aria-labelledby="why-title" className="container py-20">
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} text={t('why.text')} />
        <div className="grid gap-6 md:grid-cols-3">
          {WHY.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="transition-shadow hover:shadow-md">
              <CardContent className="pt-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white py-20">
        <div className="container">
          <SectionHeading id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')} />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title}>
                <Card className="h-full bg-slate-50/60">
                  <CardContent className="pt-6">
                    <div className="flex items-center justify-between">
                      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary text-white shadow-sm">
                        <Icon className="h-5 w-5" aria-hidden="true" />
                      </span>
                      <span className="text-3xl font-bold text-slate-200" aria-hidden="true">
                        {index + 1}
                      </span>
                    </div>
                    <h3 className="mt-4 font-semibold">{t(title)}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Coming soon */}
      <section aria-labelledby="soon-title" className="container py-20">
        <SectionHeading id="soon-title" eyebrow={t('soon.eyebrow')} title={t('soon.title')} text={t('soon.text')} />
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
          {COMING_SOON.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4"
            >
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              <span className="font-medium text-slate-800">{t(label)}</span>
              <Badge variant="secondary" className="ms-auto">
                {t('soon.badge')}
              </Badge>
            </li>
          ))}
        </ul>
      </section>

      {/* Pricing */}
      <section aria-labelledby="pricing-title" className="border-y border-slate-200 bg-white py-20">
        <div className="container">
          <SectionHeading
            id="pricing-title"
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            text={t('pricing.text')}
          />
          <LandingPlanCards signedIn={signedIn} />
        </div>
      </section>

      {/* FAQ */}
      <section aria-labelledby="faq-title" className="container py-20">
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <FaqList
          items={FAQ.map((item) => ({ q: t(`faq.${item}Q`), a: t(`faq.${item}A`) }))}
          className="mx-auto max-w-3xl"
        />
      </section>

      {/* Final call to action */}
      <section aria-labelledby="cta-title" className="container pb-20">
        <div className="rounded-2xl bg-gradient-to-r from-blue-600 to-primary px-6 py-14 text-center text-white shadow-lg sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-blue-50">{t('cta.text')}</p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            {signedIn ? (
              <Link to="/resume-editor">{t('cta.goToResume')}</Link>
            ) : (
              <Link to="/login">{t('cta.createNow')}</Link>
            )}
          </Button>
        </div>
      </section>
    </>
  );
}

const PREVIEW_SECTIONS = ['experience', 'skills', 'projects'];
/** Sample skills of the sketch: names of technologies, the same in every language. */
const PREVIEW_SKILLS = ['TypeScript', 'React', 'Leadership', 'SQL'];

/** A decorative resume sketch for the hero. */
function HeroPreview() {
  const t = useT('shell');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-3 rounded-2xl bg-blue-200/40" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="flex items-center gap-4 border-s-4 border-primary ps-4">
          <div className="h-12 w-12 rounded-full bg-primary-soft" />
          <div className="space-y-2">
            <div className="h-3 w-36 rounded bg-slate-800" />
            <div className="h-2 w-24 rounded bg-slate-300" />
          </div>
        </div>
        {PREVIEW_SECTIONS.map((title, i) => (
          <div key={title} className="mt-6">
            <div className="text-xs font-semibold uppercase tracking-wider text-primary">
              {t(`landing.preview.${title}`)}
            </div>
            <div className="mt-2 space-y-1.5">
              <div className="h-2 w-full rounded bg-slate-200" />
              <div className="h-2 w-11/12 rounded bg-slate-200" />
              {i !== 1 && <div className="h-2 w-3/4 rounded bg-slate-200" />}
            </div>
            {i === 1 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {PREVIEW_SKILLS.map((s) => (
                  <span key={s} className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-700">
                    {s}
                  </span>
                ))}
              </div>
            )}
          </div>
        ))}
        <div className="mt-6 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500">
          <span className="flex items-center gap-1.5">
            <Link2 className="h-3.5 w-3.5" /> {t('landing.preview.sharedLink')}
          </span>
          <span className="font-medium text-emerald-700">{t('landing.preview.views')}</span>
        </div>
      </div>
    </div>
  );
}
