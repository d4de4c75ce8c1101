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
import { CUSTOM_DOMAIN_ACTIVATION, MONEY_BACK_GUARANTEE_DAYS } from '@resume/contracts';
import { Badge, Button, Card, CardContent, useUser } from '@resume/platform';
import { FaqList } from '../components/FaqList';
import { LandingPlanCards } from '../components/LandingPlanCards';

const WHY = [
  {
    icon: Zap,
    title: 'Built for busy people',
    text: 'Keep one resume source and stop juggling a dozen slightly different documents.',
  },
  {
    icon: Filter,
    title: 'Tailored in seconds',
    text: 'Tag your experience and projects, then produce a focused version for each job application.',
  },
  {
    icon: Link2,
    title: 'Share with confidence',
    text: 'Send a link instead of an attachment, optionally protected by a 4-digit security code.',
  },
];

const STEPS = [
  {
    icon: PenLine,
    title: 'Build your resume',
    text: 'Add your details, experience, education, skills, projects and certifications once.',
  },
  {
    icon: Tags,
    title: 'Tag and filter',
    text: 'Tag experiences and projects, then save filters for the roles you apply to.',
  },
  {
    icon: Palette,
    title: 'Style it',
    text: 'Pick a template preset or design your own colours, fonts, layout and branding.',
  },
  {
    icon: FileDown,
    title: 'Export or share',
    text: 'Download a PDF with selectable text or share a link visitors open without an account.',
  },
];

const COMING_SOON = [
  { icon: Wand2, label: 'AI resume suggestions' },
  { icon: BarChart3, label: 'Analytics dashboard' },
  { icon: UserSearch, label: 'Recruiter portal with access requests' },
  { icon: Sparkles, label: 'Advanced templates' },
];

const FAQ = [
  {
    q: 'Is there a free plan?',
    a: 'Yes. The Free plan gives you a single resume with the standard template and PDF export, at no cost and with no card required.',
  },
  {
    q: 'What do I get with Premium?',
    a: 'Unlimited resume filtering and share links, all template presets and custom templates, LinkedIn integration, custom branding and no product branding on your shared pages.',
  },
  {
    q: 'Can I protect a shared resume?',
    a: 'Yes. Any share link can require a 4-digit security code, and visitors never need an account to open it.',
  },
  {
    q: 'Can I use my own domain?',
    a: `Premium supports custom domains and subdomains for your public resume. A custom domain is typically active ${CUSTOM_DOMAIN_ACTIVATION} after DNS setup.`,
  },
  {
    q: 'Can I cancel anytime?',
    a: `Yes. You can cancel your subscription at any time, and Premium comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
  },
];

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
              One resume, every application
            </Badge>
            <h1
              id="hero-title"
              className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              Your resume, <span className="text-primary">tailored</span> for every job
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
              Keep one resume, tailor it for each application with tags and filters, style it with templates, export a
              polished PDF and share it by link.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {signedIn ? (
                <Button asChild size="lg">
                  <Link to="/resume-editor">
                    Edit Your Resume <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="lg">
                    <Link to="/register">
                      Create Your Resume <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <Link to="/login">Sign In</Link>
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
        <SectionHeading
          id="why-title"
          eyebrow="Why us"
          title="Why professionals choose us"
          text="Less time formatting, more time applying."
        />
        <div className="grid gap-6 md:grid-cols-3">
          {WHY.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="transition-shadow hover:shadow-md">
              <CardContent className="pt-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white py-20">
        <div className="container">
          <SectionHeading id="how-title" eyebrow="How it works" title="From blank page to shared link in four steps" />
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
                    <h3 className="mt-4 font-semibold">{title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Coming soon */}
      <section aria-labelledby="soon-title" className="container py-20">
        <SectionHeading
          id="soon-title"
          eyebrow="Roadmap"
          title="Coming soon"
          text="We are working on more ways to get you hired."
        />
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
          {COMING_SOON.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4"
            >
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              <span className="font-medium text-slate-800">{label}</span>
              <Badge variant="secondary" className="ml-auto">
                Soon
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
            eyebrow="Pricing"
            title="Simple, transparent pricing"
            text="Start free. Upgrade when you need more."
          />
          <LandingPlanCards signedIn={signedIn} />
        </div>
      </section>

      {/* FAQ */}
      <section aria-labelledby="faq-title" className="container py-20">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqList items={FAQ} className="mx-auto max-w-3xl" />
      </section>

      {/* Final call to action */}
      <section aria-labelledby="cta-title" className="container pb-20">
        <div className="rounded-2xl bg-gradient-to-r from-blue-600 to-primary px-6 py-14 text-center text-white shadow-lg sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            Ready to land your next role?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-blue-50">
            Build your resume once and send the right version to every employer.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            {signedIn ? (
              <Link to="/resume-editor">Go to Your Resume</Link>
            ) : (
              <Link to="/login">Create Your Resume Now</Link>
            )}
          </Button>
        </div>
      </section>
    </>
  );
}

/** A decorative resume sketch for the hero. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-3 rounded-2xl bg-blue-200/40" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="flex items-center gap-4 border-l-4 border-primary pl-4">
          <div className="h-12 w-12 rounded-full bg-primary-soft" />
          <div className="space-y-2">
            <div className="h-3 w-36 rounded bg-slate-800" />
            <div className="h-2 w-24 rounded bg-slate-300" />
          </div>
        </div>
        {['Experience', 'Skills', 'Projects'].map((title, i) => (
          <div key={title} className="mt-6">
            <div className="text-xs font-semibold uppercase tracking-wider text-primary">{title}</div>
            <div className="mt-2 space-y-1.5">
              <div className="h-2 w-full rounded bg-slate-200" />
              <div className="h-2 w-11/12 rounded bg-slate-200" />
              {i !== 1 && <div className="h-2 w-3/4 rounded bg-slate-200" />}
            </div>
            {i === 1 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {['TypeScript', 'React', 'Leadership', 'SQL'].map((s) => (
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
            <Link2 className="h-3.5 w-3.5" /> Shared link
          </span>
          <span className="font-medium text-emerald-700">12 views</span>
        </div>
      </div>
    </div>
  );
}
