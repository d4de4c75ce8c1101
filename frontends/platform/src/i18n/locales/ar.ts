import type { Translation } from '@resume/contracts';
import type { PlatformTexts } from './en';

export const platformAr: Translation<PlatformTexts> = {
  sidebar: {
    label: 'الحساب',
    pages: 'صفحات الحساب',
    locked: '(ميزة بريميوم، راجع الأسعار)',
  },
  premium: {
    title: 'ميزة بريميوم',
    description:
      'هذه الميزة متاحة فقط لمشتركي بريميوم. قم بالترقية الآن للوصول إلى جميع ميزات بريميوم، بما فيها المرشحات والقوالب المخصصة وغيرها.',
    pastDueTitle: 'الدفعة متأخرة',
    pastDueDescription:
      'فشلت دفعتك الأخيرة، لذا أُوقفت ميزات بريميوم مؤقتًا. حدّث بطاقتك في «إدارة الاشتراك» لاستخدامها من جديد.',
    manageSubscription: 'إدارة الاشتراك',
    upgrade: 'الترقية إلى بريميوم',
    cancel: 'إلغاء',
    goHome: 'العودة إلى الرئيسية',
  },
  common: {
    close: 'إغلاق',
    loading: 'جارٍ التحميل',
    tryAgain: 'حاول مرة أخرى',
  },
  time: {
    justNow: 'الآن',
  },
};
