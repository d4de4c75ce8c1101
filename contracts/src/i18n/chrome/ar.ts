import type { Translation } from '../catalogue';
import type { ChromeTexts } from './en';

export const chromeAr: Translation<ChromeTexts> = {
  signIn: 'تسجيل الدخول',
  header: {
    accountMenu: 'قائمة الحساب',
    mainMenu: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    home: 'الرئيسية',
    logOut: 'تسجيل الخروج',
    premiumFeature: '{{label}} (ميزة بريميوم)',
  },
  nav: {
    myResume: 'سيرتي الذاتية',
    shareResume: 'شارك سيرتك الذاتية',
    filters: 'مرشحات السيرة الذاتية',
    shareLinks: 'إدارة روابط المشاركة',
    applications: 'طلبات التوظيف',
    customTemplates: 'قوالب مخصصة',
    customTemplate: 'قالب مخصص',
    settings: 'الإعدادات',
    linkedin: 'التكامل مع LinkedIn',
  },
  footer: {
    description: 'إنشاء السير الذاتية ومشاركتها للمهنيين المشغولين',
    features: 'الميزات',
    company: 'الشركة',
    resumeBuilder: 'منشئ السيرة الذاتية',
    customTemplates: 'قوالب مخصصة',
    positionFilters: 'مرشحات حسب الوظيفة',
    shareableLinks: 'روابط قابلة للمشاركة',
    about: 'من نحن',
    blog: 'المدونة',
    contact: 'اتصل بنا',
    privacy: 'الخصوصية',
    copyright: '© {{year}} {{product}}. جميع الحقوق محفوظة.',
  },
  language: {
    label: 'اللغة',
    saveFailed: 'تعذّر حفظ لغتك في حسابك. ستُطبَّق على هذا الجهاز.',
  },
  pages: {
    createdWith: 'أُنشئت باستخدام',
    goHome: 'العودة إلى الرئيسية',
    loadError: {
      title: 'خطأ في تحميل السيرة الذاتية',
      description: 'حدثت مشكلة أثناء تحميل بيانات السيرة الذاتية. يرجى المحاولة لاحقًا.',
    },
    notAvailable: {
      title: 'السيرة الذاتية غير متاحة',
      description: 'السيرة الذاتية التي تبحث عنها غير موجودة أو لا يمكن الوصول إليها.',
    },
    invalidShareLink: {
      title: 'رابط مشاركة غير صالح',
      description: 'رابط السيرة الذاتية المشتركة هذا غير صالح أو منتهي الصلاحية.',
    },
    tooManyDownloads: {
      title: 'عدد كبير جدًا من التنزيلات',
      description: 'طلبات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
    tooManyLookups: {
      title: 'طلبات كثيرة جدًا',
      description: 'طلبات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
    moved: {
      title: 'انتقلت هذه السيرة الذاتية',
      description: 'لم تعد السيرة الذاتية التي كانت هنا متاحة على هذا العنوان.',
    },
    movedLink: 'الانتقال إلى السيرة الذاتية',
    code: {
      title: 'رمز الأمان مطلوب',
      description: 'هذه السيرة الذاتية محمية. أدخل رمز الأمان المكوّن من 4 أرقام لعرضها.',
      label: 'رمز الأمان',
      submit: 'عرض السيرة الذاتية',
      required: 'رمز الأمان مطلوب',
      invalid: 'رمز الأمان غير صالح. يُرجى المحاولة مرة أخرى.',
      wait: 'أُدخلت رموز أمان خاطئة كثيرة. يُرجى الانتظار قبل المحاولة مرة أخرى. الوقت المتبقي: {{time}}.',
      locked: {
        title: 'الرابط مقفل',
        description: 'قُفل هذا الرابط بعد إدخال رموز أمان خاطئة كثيرة. اطلب رمزًا جديدًا من صاحبه.',
      },
      preview: { title: 'سيرة ذاتية محمية', description: 'هذه السيرة الذاتية محمية برمز أمان.' },
    },
    readNote:
      'يرى صاحب السيرة متى فُتحت هذه الصفحة، وكم بقيت ظاهرة، وإلى أي حدّ مُرِّرت. لا ملفات تعريف ارتباط، ولا شيء يكشف هويتك.',
  },
};
