import type { Translation } from '@resume/contracts';
import type { FeaturesTexts } from './en';

export const featuresAr: Translation<FeaturesTexts> = {
  copy: {
    label: 'نسخ {{label}}',
    copy: 'نسخ',
    copied: 'تم النسخ',
  },
  paper: {
    legend: 'حجم الورق',
    A4: 'A4',
    Letter: 'Letter الأمريكي',
  },
  status: {
    printing: 'جارٍ طباعة المعاينة…',
    updating: 'جارٍ التحديث…',
    one: 'صفحة واحدة بحجم {{paper}}، كما ستُطبع في ملف PDF',
    other: 'عدد الصفحات: {{pages}} بحجم {{paper}}، كما ستُطبع في ملف PDF',
  },
  pages: {
    unknown: 'الصفحات المطبوعة',
    one: 'عدد الصفحات المطبوعة: {{pages}}',
    other: 'عدد الصفحات المطبوعة: {{pages}}',
    pageOf: 'الصفحة {{number}} من {{of}}',
  },
  billing: {
    manageSubscription: 'إدارة الاشتراك',
  },
  picker: {
    title: 'تصدير PDF',
    description: 'اختر نسخة من سيرتك الذاتية وقالبًا.',
    confirm: 'تصدير',
    cancel: 'إلغاء',
    tabs: 'اختر ما تريد تحديده',
    filters: 'عوامل التصفية',
    templates: 'القوالب',
    selected: 'المحدد:',
    noFilter: 'بدون عامل تصفية',
    someFilter: 'عامل تصفية',
    fullResume: 'يشارك السيرة الذاتية كاملة',
    defaultTemplate: 'القالب الافتراضي',
    upgrade: 'الترقية إلى بريميوم',
    premiumFeature: '(ميزة بريميوم)',
    filtersLockedTitle: 'النسخ المصفّاة ميزة من ميزات بريميوم',
    filtersLockedText: 'خصّص سيرتك الذاتية لكل طلب توظيف باستخدام عوامل التصفية.',
    loadingFilters: 'جارٍ تحميل عوامل التصفية',
    filtersFailed: 'تعذّر تحميل عوامل التصفية الخاصة بك.',
    noTags: 'بلا وسوم',
    noFilters: 'لا توجد عوامل تصفية بعد.',
    createFilters: 'إنشاء عوامل تصفية',
    loadingTemplates: 'جارٍ تحميل القوالب',
    templatesFailed: 'تعذّر تحميل القوالب.',
    templatesLocked:
      'تُصدِّر الخطة المجانية بالقالب القياسي. أما القوالب المخصصة والقوالب الجاهزة الأخرى فتأتي مع بريميوم.',
    defaultBadge: 'افتراضي',
    yourTemplate: 'قالبك',
    preset: 'قالب جاهز',
    defaultFont: 'الافتراضي',
    templateDetail: '{{kind}} · الخط: {{font}}',
    noTemplates: 'لا توجد قوالب متاحة.',
  },
};
